import HeadlessUIKit

/// Class-level frame functions: the label's frame is cached in the view model's
/// `subviewFrames`; the bubble is derived from it every time.
extension MessageCell {
    static let margin: CGFloat = 25
    static let bubblePadding: CGFloat = 12

    // region: messageLbl
    /// At (25, 25), the table's width minus two margins, the measured text's height. The
    /// original subtracted two 10-pt margins from an x of 25, overflowing by 15 pt (A.6.10).
    static func rectForMessageLbl(_ viewModel: MessageViewModel, parentSize: CGSize) -> CGRect {
        viewModel.subviewFrames.rect(.messageLbl, parentSize: parentSize) {
            let width = max(0, parentSize.width - 2 * margin)
            let size = UILabel.findHeightForText(viewModel.text, forWidth: width, font: textFont, lineHeight: textLineHeight)
            return CGRect(x: margin, y: margin, width: width, height: size.height)
        }
    }
    // endregion

    // region: bubble
    /// The label grown by the padding on every side.
    static func rectForBubbleView(_ viewModel: MessageViewModel, parentSize: CGSize) -> CGRect {
        let label = rectForMessageLbl(viewModel, parentSize: parentSize)
        guard label != .zero else { return .zero }
        return label.insetBy(dx: -bubblePadding, dy: -bubblePadding)
    }
    // endregion

    // region: height
    /// The label's bottom plus a margin, computed each time (only the label's
    /// frame is cached); a nil view model gets the empty height, two margins.
    public static func calculateCellHeight(fromVM viewModel: MessageViewModel?, tableSize: CGSize) -> CGFloat {
        guard tableSize.width > 0 else { return 0 }
        guard let viewModel else { return 2 * margin }
        return rectForMessageLbl(viewModel, parentSize: tableSize).maxY + margin
    }
    // endregion

    public static func calculateCoordinates(forVM viewModel: MessageViewModel, tableSize: CGSize) {
        _ = rectForMessageLbl(viewModel, parentSize: tableSize)
        _ = rectForBubbleView(viewModel, parentSize: tableSize)
    }
}
