/// `UIViewControllerTransitionCoordinator`: what a rotation hands the controller.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Runs `animation` with the transition and `completion` once it ended (the root view has its new size).
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// `UIViewControllerTransitionCoordinatorContext`: the transition's state.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var transitionDuration: TimeInterval { get }
}
