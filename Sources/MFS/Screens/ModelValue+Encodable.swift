extension ModelValue: Encodable {
    /// Encodes the value as a JSON boolean, integer or string: what `Decodable` reads back.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .string(value): try container.encode(value)
        case let .int(value): try container.encode(value)
        case let .bool(value): try container.encode(value)
        }
    }
}
