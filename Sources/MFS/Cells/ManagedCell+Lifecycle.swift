/// The cell life cycle of MFS-SPEC ("Call orders"): the first build from the
/// initializer, reuse through the view-model setter, and `layoutSubviews`.
extension ManagedCell {
    public var trace: Trace { management.trace }

    /// Called at the end of the designated initializer: `prepareUI` with the
    /// view model still `nil`.
    public func buildFromInitializer() {
        trace.call(.initializer) { prepareUI() }
    }

    /// initSubviews, updateStyles, resizeSubviews, bindDataFrom,
    /// addSubviewsToSuperView; no removeSubviews, as every cell of a type shows
    /// the same kind of content.
    public func prepareUI() {
        trace.call(.prepareUI) {
            let model = management.viewModel
            trace.call(.initSubviews) { initSubviews(model) }
            trace.call(.updateStyles) { updateStyles(model) }
            management.resizeSubviews(model, parentSize: contentView.frame.size) { resizeSubviews($0) }
            management.bindDataFrom(model) { bindDataFrom($0) }
            trace.call(.addSubviewsToSuperView) { addSubviewsToSuperView() }
        }
    }

    /// Reuse: updateStyles, resizeSubviews (only while the cell is in a super
    /// view), bindDataFrom; the last two behind their guards.
    public func setViewModel(_ viewModel: Model?) {
        trace.call(.setViewModel) {
            management.viewModel = viewModel
            trace.call(.updateStyles) { updateStyles(viewModel) }
            if contentView.superview == nil {
                trace.skip(.resizeSubviews, .notInSuperview)
            } else {
                management.resizeSubviews(viewModel, parentSize: contentView.frame.size) { resizeSubviews($0) }
            }
            management.bindDataFrom(viewModel) { bindDataFrom($0) }
        }
    }

    public func setAnyViewModel(_ viewModel: (any CellViewModel)?) {
        setViewModel(viewModel as? Model)
    }

    /// Rotation or a table resize: resizeSubviews behind the `oldSize` guard.
    public func layoutSubviews() {
        trace.call(.layoutSubviews) {
            management.resizeSubviews(management.viewModel, parentSize: contentView.frame.size) { resizeSubviews($0) }
        }
    }
}
