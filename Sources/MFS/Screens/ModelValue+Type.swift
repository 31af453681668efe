extension ModelValue {
    /// The key type this value fits.
    public var type: ModelKey.ValueType {
        switch self {
        case .string: .string
        case .int: .int
        case .bool: .bool
        }
    }
}
