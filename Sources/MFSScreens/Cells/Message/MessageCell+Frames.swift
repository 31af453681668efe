import MFS

/// Pure frame functions: the label's frame is cached in the view model's
/// `subviewFrames`; the bubble is derived from it every time.
extension MessageCell {
    static let margin = 25.0
    static let bubblePadding = 12.0

    /// At (25, 25), the table's width minus two margins, the measured text's height.
    static func rectForMessageLbl(_ viewModel: MessageViewModel, _ parentSize: Size) -> Rect {
        viewModel.subviewFrames.rect(.messageLbl, parentSize: parentSize) {
            let width = max(0, parentSize.width - 2 * margin)
            let layout = Typesetter.shared.layout(viewModel.text, font: textFont, lineHeight: textLineHeight,
                                                  maxWidth: width)
            return Rect(x: margin, y: margin, width: width, height: layout.size.height)
        }
    }

    /// The label grown by the padding on every side.
    static func rectForBubbleView(_ viewModel: MessageViewModel, _ parentSize: Size) -> Rect {
        let label = rectForMessageLbl(viewModel, parentSize)
        guard label != .zero else { return .zero }
        return label.inset(by: EdgeInsets(all: -bubblePadding))
    }

    /// The label's bottom plus a margin, computed each time (only the label's
    /// frame is cached); a `nil` view model gets the empty height, two margins.
    public static func calculateCellHeight(_ viewModel: MessageViewModel?, _ tableSize: Size) -> Double {
        guard tableSize.width > 0 else { return 0 }
        guard let viewModel else { return 2 * margin }
        return rectForMessageLbl(viewModel, tableSize).maxY + margin
    }

    public static func calculateCoordinates(_ viewModel: MessageViewModel, _ tableSize: Size) {
        _ = rectForMessageLbl(viewModel, tableSize)
        _ = rectForBubbleView(viewModel, tableSize)
    }
}
