import UIKit

/// Class-level frame functions: the label's frame is cached in the view model's
/// `subviewFrames`; the bubble is derived from it every time.
extension MessageCell {
    static let margin: CGFloat = 25
    static let bubblePadding: CGFloat = 12

    // region: messageLbl
    /// The bubble hugs its text: the label is as wide as the measured text's longest line
    /// (rounded up to a whole point, so it lays out in the same lines), at most the table's
    /// width minus two margins, as tall as the measured text, 25 pt from the top and from the
    /// sender's side: the left for an incoming message, the right for an outgoing one. The
    /// original subtracted two 10-pt margins from an x of 25, overflowing by 15 pt.
    static func rectForMessageLbl(_ viewModel: MessageViewModel, parentSize: CGSize) -> CGRect {
        viewModel.subviewFrames.rect("messageLbl", parentSize: parentSize) {
            let maxWidth = max(0, parentSize.width - 2 * margin)
            let size = viewModel.text.size(forWidth: maxWidth, font: textFont, lineHeight: textLineHeight)
            let width = min(size.width.rounded(.up), maxWidth)
            let x = viewModel.isOutgoing ? parentSize.width - margin - width : margin
            return CGRect(x: x, y: margin, width: width, height: size.height)
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
