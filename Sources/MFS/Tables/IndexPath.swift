/// The position of a row in a table: its section and its row in that section.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(row: Int, section: Int = 0) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "[\(section), \(row)]" }
}
