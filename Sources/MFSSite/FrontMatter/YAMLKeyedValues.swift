/// A YAML mapping as front matter reads it: its keys in order, and the value of a key.
protocol YAMLKeyedValues {
    associatedtype Value: YAMLValue
    associatedtype Keys: Sequence<Value>
    var keys: Keys { get }
    /// The value of the key whose text is `key`, as Yams' `Node.Mapping` looks it up.
    subscript(_ key: String) -> Value? { get }
}
