/// A value an embed or `mfs screen --model` gives a view-model key.
public enum ModelValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
}
