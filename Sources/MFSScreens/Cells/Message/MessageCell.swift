import MFS

/// A chat message: the measured text in a bubble. Management stays here.
public final class MessageCell: ManagedCell {
    public let contentView = View(name: "MessageCell")
    public let management = ManagementState<MessageViewModel>()

    var bubbleView: View?
    var messageLbl: View?

    public init() {
        buildFromInitializer()
    }

    /// The view-model setter, as `cell.viewModel = ...` calls it on iOS.
    public var viewModel: MessageViewModel? {
        get { management.viewModel }
        set { setViewModel(newValue) }
    }

    public func initSubviews(_ viewModel: MessageViewModel?) {
        if bubbleView == nil { bubbleView = View(name: "bubbleView") }
        if messageLbl == nil { messageLbl = View(name: "messageLbl", kind: .label) }
    }

    public func bindDataFrom(_ viewModel: MessageViewModel) {
        messageLbl?.text = viewModel.text
        messageLbl?.isHidden = viewModel.text.isEmpty
    }

    public func resizeSubviews(_ viewModel: MessageViewModel) {
        let size = contentView.frame.size
        messageLbl?.setFrame(Self.rectForMessageLbl(viewModel, size), from: .frames)
        bubbleView?.setFrame(Self.rectForBubbleView(viewModel, size), from: .none)
    }

    public func addSubviewsToSuperView() {
        for subview in [bubbleView, messageLbl].compactMap({ $0 }) where subview.superview == nil {
            contentView.addSubview(subview)
        }
    }
}
