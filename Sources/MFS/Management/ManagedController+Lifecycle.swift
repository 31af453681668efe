/// The controller life cycle of MFS-SPEC: the orders in which the engine calls
/// the Management steps, each recorded in the trace.
extension ManagedController {
    /// The view model the steps receive: the one set, else the mock-up.
    public var effectiveViewModel: Model? { management.viewModel ?? defaultViewModel }

    /// Gives the root view the screen's size, as `loadView` does on iOS.
    public func loadView(size: Size) {
        view.frame = Rect(origin: .zero, size: size)
    }

    /// The system shows the screen: builds the UI.
    public func viewDidAppear() {
        trace.call(.viewDidAppear) { prepareUI() }
    }

    /// removeSubviews, initSubviews, updateStyles, bindDataFrom, resizeSubviews,
    /// addSubviewsToSuperView, postUIsetting.
    public func prepareUI() {
        trace.call(.prepareUI) {
            trace.call(.removeSubviews) { removeSubviews() }
            management.resetGuards()
            let model = effectiveViewModel
            if let model {
                trace.call(.initSubviews) { initSubviews(model) }
                trace.call(.updateStyles) { updateStyles(model) }
            } else {
                trace.skip(.initSubviews, .noViewModel)
                trace.skip(.updateStyles, .noViewModel)
            }
            management.bindDataFrom(model) { bindDataFrom($0) }
            management.resizeSubviews(model, parentSize: view.frame.size) { resizeSubviews($0) }
            trace.call(.addSubviewsToSuperView) { addSubviewsToSuperView() }
            trace.call(.postUIsetting) { postUIsetting() }
        }
    }

    /// The view-model setter: with no previous view model and a loaded view,
    /// `prepareUI`; otherwise bind then resize, each behind its guard. Before
    /// the view is loaded the model is only stored.
    public func setViewModel(_ viewModel: Model?) {
        trace.call(.setViewModel) {
            let hadViewModel = management.viewModel != nil
            management.viewModel = viewModel
            if view.frame.size.isEmpty {
                trace.skip(.prepareUI, .viewNotLoaded)
            } else if !hadViewModel || rebuildsForNewViewModel {
                prepareUI()
            } else {
                management.bindDataFrom(viewModel) { bindDataFrom($0) }
                management.resizeSubviews(viewModel, parentSize: view.frame.size) { resizeSubviews($0) }
            }
        }
    }

    /// Rotation: the root view takes `size`, then `resizeSubviews` runs inside
    /// the pattern's animation (0.3 s, ease-out).
    public func viewWillTransition(to size: Size) {
        trace.call(.viewWillTransitionToSize) {
            view.frame.size = size
            trace.animate(.rotation) {
                management.resizeSubviews(effectiveViewModel, parentSize: size) { resizeSubviews($0) }
            }
        }
    }
}
