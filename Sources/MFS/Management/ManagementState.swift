/// The state the MFS guards keep for one screen or cell, and the guards themselves.
///
/// `bindDataFrom` runs only for a view model that is not `isEqualToModel` the
/// last one bound (`oldViewModel`); `resizeSubviews` runs only when the view
/// model or the parent size differs from the last resize (`oldSize`). The
/// resize guard remembers its own last view model, so that binding a new model
/// first does not hide it from the resize that follows.
public final class ManagementState<Model: ViewModel> {
    /// The current view model, as the setter stored it.
    public var viewModel: Model?
    /// The view model last bound, `nil` before the first bind.
    public private(set) var oldViewModel: Model?
    /// The parent size of the last resize, `nil` before the first resize.
    public private(set) var oldSize: Size?
    private var resizedViewModel: Model?
    /// Every call made or skipped on this screen or cell.
    public let trace = Trace()

    public init(viewModel: Model? = nil) {
        self.viewModel = viewModel
    }

    /// Runs `body` as `bindDataFrom` unless the `oldViewModel` guard skips it.
    public func bindDataFrom(_ viewModel: Model?, _ body: (Model) -> Void) {
        guard let viewModel else { return trace.skip(.bindDataFrom, .noViewModel) }
        if let old = oldViewModel, old.isEqualToModel(viewModel) {
            return trace.skip(.bindDataFrom, .sameViewModel)
        }
        trace.call(.bindDataFrom) { body(viewModel) }
        oldViewModel = viewModel
    }

    /// Runs `body` as `resizeSubviews` unless the `oldSize` guard skips it.
    public func resizeSubviews(_ viewModel: Model?, parentSize: Size, _ body: (Model) -> Void) {
        guard let viewModel else { return trace.skip(.resizeSubviews, .noViewModel) }
        if let old = resizedViewModel, old.isEqualToModel(viewModel), oldSize == parentSize {
            return trace.skip(.resizeSubviews, .sameSize)
        }
        trace.call(.resizeSubviews) { body(viewModel) }
        resizedViewModel = viewModel
        oldSize = parentSize
    }

    /// Forgets what was bound and sized: the subviews were removed, so the
    /// next bind and resize must run whatever the view model.
    public func resetGuards() {
        oldViewModel = nil
        resizedViewModel = nil
        oldSize = nil
    }
}
