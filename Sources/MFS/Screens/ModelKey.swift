/// A view-model field a screen lets embeds override, with the type it takes.
public struct ModelKey: Hashable, Sendable {
    public enum ValueType: String, Hashable, Sendable {
        case string, int, bool
    }

    public var name: String
    public var type: ValueType
    public var summary: String

    public init(_ name: String, _ type: ValueType, _ summary: String) {
        self.name = name
        self.type = type
        self.summary = summary
    }
}
