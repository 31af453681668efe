import MFS

extension MessageCell {
    static let textFont = Font.inter(16)
    static let textLineHeight = 22.0

    public func updateStyles(_ viewModel: MessageViewModel?) {
        if let bubbleView { Self.styleForBubbleView(bubbleView, viewModel) }
        if let messageLbl { Self.styleForMessageLbl(messageLbl, viewModel) }
    }

    /// The corner radius once; the colour on every call, as the view model decides it.
    static func styleForBubbleView(_ view: View, _ viewModel: MessageViewModel?) {
        view.backgroundColor = viewModel?.isOutgoing == true ? CellPalette.outgoingBubble : CellPalette.incomingBubble
        view.styleOnce { $0.cornerRadius = 16 }
    }

    static func styleForMessageLbl(_ view: View, _ viewModel: MessageViewModel?) {
        view.styleOnce { $0.styleAsLabel(textFont, lineHeight: textLineHeight, color: CellPalette.text) }
    }
}
