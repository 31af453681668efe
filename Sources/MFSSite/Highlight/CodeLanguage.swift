/// A language the site highlights at build time, from a code block's info string.
public enum CodeLanguage: String, Hashable, Sendable {
    case swift
    case objectiveC = "objc"

    /// The language the first word of `info` names (`swift`, `objc`,
    /// `objective-c`, `objectivec`, `obj-c`), or `nil` for one not highlighted.
    public init?(info: String) {
        let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first?.lowercased() ?? ""
        switch word {
        case "swift": self = .swift
        case "objc", "objective-c", "objectivec", "obj-c": self = .objectiveC
        default: return nil
        }
    }
}
