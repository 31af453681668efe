/// The coordinator of a `UIWindow.transition(to:)`: alongside blocks run when
/// the rotation starts (after the root view took its new size), completions
/// when it ends, in the order they were added.
final class RotationCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    let isAnimated = true
    let transitionDuration: TimeInterval = 0.3
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks, then the completions.
    func run() {
        for animation in alongside { animation(self) }
        for completion in completions { completion(self) }
    }
}
