/// Measures text the way the site's browser will draw it.
///
/// Contract: implementations MUST be thread-safe (frames are computed on
/// background tasks) and deterministic (the same arguments always give the same
/// layout, so frame functions that measure stay pure). They MUST return
/// `TextLayout.empty` for empty text and a finite size for any input.
public protocol TextMeasuring: Sendable {
    /// Lays `text` out in lines no wider than `maxWidth` px with `font`, each
    /// `lineHeight` px tall; `maxLines` 0 means no limit.
    func layout(_ text: String, font: Font, lineHeight: Double, maxWidth: Double, maxLines: Int) -> TextLayout
}

extension TextMeasuring {
    /// The layout without a line limit.
    public func layout(_ text: String, font: Font, lineHeight: Double, maxWidth: Double) -> TextLayout {
        layout(text, font: font, lineHeight: lineHeight, maxWidth: maxWidth, maxLines: 0)
    }
}
