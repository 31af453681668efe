/// Why a screen request cannot be computed; the message names what is allowed.
public enum ScreenError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownScreen(String, known: [String])
    case unknownModelKey(String, screen: String, known: [String])
    case wrongValueType(key: String, expected: ModelKey.ValueType)
    case unknownState(String, screen: String, known: [String])
    case invalidSize(String)

    public var description: String {
        switch self {
        case let .unknownScreen(name, known):
            "unknown screen '\(name)'; known screens: \(known.joined(separator: ", "))"
        case let .unknownModelKey(key, screen, known):
            "unknown model key '\(key)' for screen '\(screen)'; known keys: \(known.joined(separator: ", "))"
        case let .wrongValueType(key, expected):
            "model key '\(key)' takes a\(expected == .int ? "n" : "") \(expected.rawValue)"
        case let .unknownState(state, screen, known):
            known.isEmpty
                ? "screen '\(screen)' has no states, but state '\(state)' was given"
                : "unknown state '\(state)' for screen '\(screen)'; known states: \(known.joined(separator: ", "))"
        case let .invalidSize(text):
            "malformed size '\(text)'; expected WIDTHxHEIGHT with positive numbers, e.g. 320x568"
        }
    }
}
