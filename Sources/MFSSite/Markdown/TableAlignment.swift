/// The alignment of a GFM table column.
/// The raw value is the CSS `text-align` value.
public enum TableAlignment: String, Hashable, Sendable {
    case none, left, center, right
}
