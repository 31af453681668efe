import UIKit

// region: base
/// The generic base controller of the view-separation pattern: it
/// installs a `MainView` in `loadView`, so subclasses get `mainView` typed.
/// The controller keeps the life cycle, user events and handing data to the
/// view; the view does all the drawing.
open class ViewController<ViewType: ConstructibleView>: UIViewController, ViewLoadable {
    public typealias MainView = ViewType

    /// The main view as the root view, without calling super (which would make a plain one).
    open override func loadView() {
        view = MainView()
    }
}
// endregion
