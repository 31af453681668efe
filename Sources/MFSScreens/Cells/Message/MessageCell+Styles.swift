import UIKit

extension MessageCell {
    static let textFont = UIFont.systemFont(ofSize: 16)
    static let textLineHeight: CGFloat = 22

    func updateStyles(_ viewModel: MessageViewModel?) {
        traced(.updateStyles) {
            if let bubbleView { styleForBubbleView(bubbleView, vm: viewModel) }
            if let messageLbl { styleForMessageLbl(messageLbl, vm: viewModel) }
            selectionStyle = .none
        }
    }

    /// The corner radius once; the colour on every call, as the view model decides it
    /// (outside the `isStylized` guard, which would keep the first cell's colour on reuse).
    func styleForBubbleView(_ view: UIView, vm viewModel: MessageViewModel?) {
        view.backgroundColor = viewModel?.isOutgoing == true ? CellPalette.outgoingBubble : CellPalette.incomingBubble
        guard !view.isStylized else { return }
        view.layer.cornerRadius = 16
        view.isStylized = true
    }

    func styleForMessageLbl(_ label: UILabel, vm viewModel: MessageViewModel?) {
        guard !label.isStylized else { return }
        label.styleAsLabel(Self.textFont, lineHeight: Self.textLineHeight, color: CellPalette.text)
        label.isStylized = true
    }
}
