import UIKit

// region: protocol
/// A controller with typed access to its custom main view (the view-separation
/// pattern): `mainView` instead of casting `view`.
public protocol ViewLoadable {
    associatedtype MainView: UIView
}

extension ViewLoadable where Self: UIViewController {
    /// The installed main view.
    public var mainView: MainView {
        guard let customView = view as? MainView else {
            fatalError("Expected view to be of type \(MainView.self) but got \(type(of: view)) instead")
        }
        return customView
    }
}
// endregion
