extension View {
    /// The line height used when a text view sets none: 1.25 × the font size, rounded.
    public var effectiveLineHeight: Double? {
        lineHeight ?? font.map { ($0.size * 1.25).rounded() }
    }

    /// Every descendant of this view, parents first, with frames converted to
    /// this view's coordinates; a subview of a hidden view is hidden. Text views
    /// get the line count `measurer` lays their text out in at their width.
    public func snapshotSubviews(measurer: any TextMeasuring) -> [ViewSnapshot] {
        var result: [ViewSnapshot] = []
        appendSnapshots(of: subviews, offset: .zero, hidden: false, depth: 0, measurer: measurer, into: &result)
        return result
    }

    private func appendSnapshots(of views: [View], offset: Point, hidden: Bool, depth: Int,
                                 measurer: any TextMeasuring, into result: inout [ViewSnapshot]) {
        for view in views {
            let frame = view.frame.offsetBy(dx: offset.x, dy: offset.y)
            let isHidden = hidden || view.isHidden
            result.append(view.snapshot(frame: frame, isHidden: isHidden, depth: depth, measurer: measurer))
            appendSnapshots(of: view.subviews, offset: frame.origin, hidden: isHidden, depth: depth + 1,
                            measurer: measurer, into: &result)
        }
    }

    private func snapshot(frame: Rect, isHidden: Bool, depth: Int, measurer: any TextMeasuring) -> ViewSnapshot {
        var lines: Int?
        if let text, let font, let lineHeight = effectiveLineHeight {
            lines = measurer.layout(text, font: font, lineHeight: lineHeight, maxWidth: frame.width,
                                    maxLines: numberOfLines).lineCount
        }
        return ViewSnapshot(
            name: name, kind: kind, frame: frame, isHidden: isHidden, cache: frameSource, text: text,
            lines: lines, backgroundColor: backgroundColor, gradient: gradient, cornerRadius: cornerRadius,
            clipsToBounds: clipsToBounds, borderWidth: borderWidth, borderColor: borderColor, font: font,
            lineHeight: effectiveLineHeight, numberOfLines: numberOfLines, textColor: textColor,
            textAlignment: textAlignment, imageName: imageName, accessibilityLabel: accessibilityLabel,
            depth: depth)
    }
}
