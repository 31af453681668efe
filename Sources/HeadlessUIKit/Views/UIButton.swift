/// `UIButton`: a title per state in `titleLabel`'s font. Touches are not simulated.
open class UIButton: UIControl {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Sendable {
        case custom, system
    }

    public private(set) var buttonType: ButtonType = .custom
    /// The label that draws the title: set its font and line limit.
    public private(set) var titleLabel: UILabel? = UILabel()
    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        if state == .normal { titleLabel?.text = title }
    }

    /// The title for `state`, else the normal one.
    public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        if state == .normal { titleLabel?.textColor = color }
    }

    public func titleColor(for state: State) -> UIColor? { titleColors[state] ?? titleColors[.normal] }
}
