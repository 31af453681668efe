/// `UIControl`: the states and content alignment buttons use.
open class UIControl: UIView {
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
}
