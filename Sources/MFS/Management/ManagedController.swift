/// A view controller written in the MFS pattern.
///
/// The conforming type implements the Management steps in its `+Management`
/// file and the styles in `+Styles`; its frame functions live in `+Frames` as
/// pure static functions. The engine drives the steps in the pattern's order
/// (`prepareUI`, the view-model setter, rotation) and applies the guards, so a
/// step body MUST NOT call another step itself.
public protocol ManagedController: AnyObject {
    associatedtype Model: ViewModel

    /// The root view; its frame is the screen's bounds.
    var view: View { get }
    var management: ManagementState<Model> { get }
    /// The mock-up view model used while none is set; `nil` for none.
    var defaultViewModel: Model? { get }
    /// True when the set of subviews depends on the view model, so a new view
    /// model runs the full `prepareUI` instead of bind and resize.
    var rebuildsForNewViewModel: Bool { get }

    /// Removes every subview and sublayer and clears the properties that point to them.
    func removeSubviews()
    /// Creates the missing subviews, bare; MUST NOT create one twice.
    func initSubviews(_ viewModel: Model)
    /// Calls each subview's `styleFor` function.
    func updateStyles(_ viewModel: Model)
    /// Puts the view model's data into the subviews; shows or hides optional ones.
    func bindDataFrom(_ viewModel: Model)
    /// Assigns each subview the frame its `rectFor` function computes for `view.frame.size`.
    func resizeSubviews(_ viewModel: Model)
    /// Adds each created subview that has no super view yet.
    func addSubviewsToSuperView()
    /// Configures what has no style function of its own (a background layer, gestures).
    func postUIsetting()
}

extension ManagedController {
    public var defaultViewModel: Model? { nil }
    public var rebuildsForNewViewModel: Bool { false }
    public var trace: Trace { management.trace }
}
