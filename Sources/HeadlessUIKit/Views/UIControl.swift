/// `UIControl`: the states and content alignment buttons use, and target-action:
/// `addTarget(_:action:for:)` keeps the target weakly, as UIKit does, and
/// `sendActions(for:)` performs the actions registered for those events (the engine
/// "taps" a control with it). A `nil` target (UIKit's responder chain) is not searched.
open class UIControl: UIView {
    /// `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchUpInside = Event(rawValue: 1 << 6)
    }

    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Sendable {
        case center, left, right
    }

    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    private var actions: [TargetAction] = []

    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        actions.append(TargetAction(target: target as AnyObject?, action: action, events: controlEvents))
    }

    public func sendActions(for controlEvents: UIControl.Event) {
        for registered in actions where !registered.events.isDisjoint(with: controlEvents) {
            if let target = registered.target { registered.action.perform(target, self) }
        }
    }
}
