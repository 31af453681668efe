/// A cell class as the table delegate uses it, whatever its view model type:
/// its reuse identifier, how to create one, and its class-level functions.
public struct CellType: Sendable {
    /// The cell class's name (`WallPostCell`), which is also its reuse identifier.
    public let reuseIdentifier: String
    /// The name of the view-model type the cell shows (`WallPostViewModel`).
    public let viewModelTypeName: String
    /// The view-model type itself, which the registry looks rows up by.
    let viewModelType: ObjectIdentifier
    private let make: @Sendable () -> any TableCell
    private let height: @Sendable (any CellViewModel, Size) -> Double
    private let coordinates: @Sendable (any CellViewModel, Size) -> Void

    public init<Cell: ManagedCell>(_ cell: Cell.Type) {
        reuseIdentifier = String(describing: cell)
        viewModelTypeName = String(describing: Cell.Model.self)
        viewModelType = ObjectIdentifier(Cell.Model.self)
        make = { Cell() }
        height = { viewModel, size in Cell.calculateCellHeight(viewModel as? Cell.Model, size) }
        coordinates = { viewModel, size in
            if let model = viewModel as? Cell.Model { Cell.calculateCoordinates(model, size) }
        }
    }

    /// A new cell, built by its initializer.
    public func makeCell() -> any TableCell { make() }

    /// The cell class's `calculateCellHeight`, rounded to whole points; a view
    /// model of another type gets the class's height for `nil`.
    public func heightForRow(_ viewModel: any CellViewModel, _ tableSize: Size) -> Double {
        height(viewModel, tableSize).rounded()
    }

    /// The cell class's `calculateCoordinates`; nothing for a view model of another type.
    public func calculateCoordinates(_ viewModel: any CellViewModel, _ tableSize: Size) {
        coordinates(viewModel, tableSize)
    }
}
