/// A screen's main view as its own class (the view-separation pattern): it
/// draws itself and its subviews, and MAY carry the MFS categories itself
/// (conform to `ManagedController`, whose life cycle needs only a root view).
public protocol LoadableView: AnyObject {
    init()
    /// The root view the controller installs.
    var view: View { get }
}
