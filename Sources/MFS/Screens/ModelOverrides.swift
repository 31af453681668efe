/// Typed read access to a request's view-model overrides; keys were validated.
public struct ModelOverrides: Sendable {
    public let values: [String: ModelValue]

    public init(_ values: [String: ModelValue]) {
        self.values = values
    }

    public func string(_ key: String) -> String? {
        if case let .string(value)? = values[key] { value } else { nil }
    }

    public func int(_ key: String) -> Int? {
        if case let .int(value)? = values[key] { value } else { nil }
    }

    public func bool(_ key: String) -> Bool? {
        if case let .bool(value)? = values[key] { value } else { nil }
    }
}
