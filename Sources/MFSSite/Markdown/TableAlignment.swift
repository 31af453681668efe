/// The alignment of a GFM table column.
public enum TableAlignment: Hashable, Sendable {
    case none, left, center, right
}
