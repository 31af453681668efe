import MFS

// PROVISIONAL: replaced by the HarfBuzz measurer (issue 3).
public final class InterTextMeasurer: TextMeasuring {
    public static let shared = InterTextMeasurer()

    public func layout(_ text: String, font: Font, lineHeight: Double, maxWidth: Double, maxLines: Int) -> TextLayout {
        guard !text.isEmpty else { return .empty }
        let width = Double(text.count) * font.size * 0.55
        let lines = max(1, Int((width / max(maxWidth, 1)).rounded(.up)))
        return TextLayout(size: Size(width: min(width, maxWidth), height: Double(lines) * lineHeight),
                          lineCount: lines, lineStarts: [0], isTruncated: false)
    }
}
