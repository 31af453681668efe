/// A controller with typed access to its custom main view (`ViewLoadable` of
/// the view-separation pattern): `mainView` instead of casting `view`.
public protocol ViewLoadable: AnyObject {
    associatedtype MainView: LoadableView
    var mainView: MainView { get }
}

extension ViewLoadable {
    /// The installed main view's root.
    public var view: View { mainView.view }
}
