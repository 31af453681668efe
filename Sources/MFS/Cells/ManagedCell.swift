/// A table cell written in the MFS pattern.
///
/// Its designated initializer MUST end with `buildFromInitializer()` (the
/// first build, while the view model is still `nil`); the view-model setter
/// MUST call `setViewModel`. Steps live in the main file or `+Management`,
/// styles in `+Styles`, and the frames in `+Frames` as pure static functions
/// that MAY read and fill the caches. The engine applies the guards, so a step
/// body MUST NOT call another step itself.
public protocol ManagedCell: TableCell, SendableMetatype {
    associatedtype Model: CellViewModel

    var management: ManagementState<Model> { get }

    /// Creates the cell and builds it (`buildFromInitializer`).
    init()

    /// Creates the missing subviews, bare; MUST NOT create one twice. The view
    /// model is `nil` on the first build.
    func initSubviews(_ viewModel: Model?)
    /// Calls each subview's `styleFor` function; `nil` on the first build.
    func updateStyles(_ viewModel: Model?)
    /// Puts the view model's data into the subviews; shows or hides optional ones.
    func bindDataFrom(_ viewModel: Model)
    /// Assigns each subview the frame its `rectFor` function computes for the cell's width.
    func resizeSubviews(_ viewModel: Model)
    /// Adds each created subview that has no super view yet.
    func addSubviewsToSuperView()

    /// The row height for `viewModel` in a table of `tableSize`, in points;
    /// pure, MAY run on any thread. The table rounds it.
    static func calculateCellHeight(_ viewModel: Model?, _ tableSize: Size) -> Double
    /// Calls every `rectFor` function in a row, filling every cache for
    /// `tableSize.width`; pure apart from the caches, MAY run on any thread.
    static func calculateCoordinates(_ viewModel: Model, _ tableSize: Size)
}
