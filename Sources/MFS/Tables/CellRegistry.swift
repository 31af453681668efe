/// The helper that maps a view-model type to its cell class (MFS-SPEC, "Cell
/// heights"): `heightForRow` and `cellForRow` both ask it, so a row's height
/// and its reuse identifier always come from the same class. Rows are looked
/// up by their type's identity: no type name is made per row.
public struct CellRegistry: Sendable {
    private var byViewModel: [ObjectIdentifier: CellType] = [:]

    public init(_ cellTypes: [CellType]) {
        for type in cellTypes { byViewModel[type.viewModelType] = type }
    }

    /// The cell class registered for the view model's type, `nil` when none is.
    public func cellType(for viewModel: any CellViewModel) -> CellType? {
        byViewModel[ObjectIdentifier(type(of: viewModel))]
    }

    /// The reuse identifier: the cell class's name, falling back to the view
    /// model's own type name when no class is registered for it (such a row
    /// gets no cell and a height of 0).
    public func reuseIdentifier(for viewModel: any CellViewModel) -> String {
        cellType(for: viewModel)?.reuseIdentifier ?? Self.typeName(of: viewModel)
    }

    private static func typeName(of viewModel: any CellViewModel) -> String {
        String(describing: type(of: viewModel))
    }
}
