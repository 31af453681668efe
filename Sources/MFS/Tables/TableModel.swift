/// What a table shows: sections of cell view models, in order.
public struct TableModel: Sendable {
    public var sections: [[any CellViewModel]]

    public init(sections: [[any CellViewModel]] = []) {
        self.sections = sections
    }

    /// One section holding `rows`.
    public init(rows: [any CellViewModel]) {
        self.init(sections: [rows])
    }

    /// Every index path, section by section.
    public var indexPaths: [IndexPath] {
        sections.indices.flatMap { section in sections[section].indices.map { IndexPath(row: $0, section: section) } }
    }

    public subscript(indexPath: IndexPath) -> any CellViewModel {
        get { sections[indexPath.section][indexPath.row] }
        set { sections[indexPath.section][indexPath.row] = newValue }
    }
}
