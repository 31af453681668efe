/// `Selector` (the ObjectiveC module's): an action method, as `#selector(name(_:))` names it.
/// Linux has no Objective-C runtime to look the method up by name, so the instrumented app
/// code (`mfs-instrument`) writes `Selector("name(_:)", Self.name)`: the name and the
/// method itself, which `perform` calls on a target of that type with the sender.
public struct Selector {
    /// The method's name, as written in `#selector(…)`.
    package let name: String
    private let method: (AnyObject, Any) -> Void

    package init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Void) {
        self.name = name
        self.method = { target, sender in
            if let target = target as? Target, let sender = sender as? Sender { method(target)(sender) }
        }
    }

    /// Calls the method on `target` with `sender`; nothing when either is not of the method's types.
    package func perform(_ target: AnyObject, _ sender: Any) {
        method(target, sender)
    }
}
