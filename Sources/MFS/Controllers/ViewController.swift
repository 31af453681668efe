/// The generic base controller of the view-separation pattern: it installs a
/// `MainView` in `loadView`, so subclasses get `mainView` typed without any
/// boilerplate. The controller keeps the life cycle, user events and handing
/// data to the view; the view does all the drawing.
open class ViewController<MainView: LoadableView>: ViewLoadable {
    /// The custom view, created when the controller is.
    public let mainView: MainView

    public init() {
        mainView = MainView()
    }

    /// `loadView`: the installed main view takes the screen's size.
    open func loadView(size: Size) {
        mainView.view.frame = Rect(origin: .zero, size: size)
    }
}
