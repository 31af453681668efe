/// A target and action a `UIControl` performs for some of its events; the target held weakly.
struct TargetAction {
    weak var target: AnyObject?
    let action: Selector
    let events: UIControl.Event
}
