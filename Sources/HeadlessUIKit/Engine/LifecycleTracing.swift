import MFS

/// The life-cycle trace, engine hook: views (cells, main views) and controllers
/// record the MFS steps their code runs and the ones its guards skip, so the
/// articles can show the real call order. The app's code holds no trace call:
/// the build instruments it (`mfs-instrument`, run by the `InstrumentApp`
/// plugin), and the runtime records the steps it runs itself (`viewDidAppear`,
/// a cell's `layoutSubviews`, `reloadData`, `reloadRows`). A step entered
/// inside `UIView.animate` is recorded as animated.
package protocol LifecycleTracing: AnyObject {
    /// Every step run or skipped, in order.
    var trace: Trace { get }
}

extension LifecycleTracing {
    /// Records that `step` runs, and runs `body` one level deeper; returns
    /// what `body` returns (the runtime's own steps: `traced(.viewDidAppear) { … }`).
    @discardableResult
    package func traced<Result>(_ step: LifecycleStep, _ body: () -> Result) -> Result {
        trace.enter(step, animation: UIView.currentAnimation)
        defer { trace.exit() }
        return body()
    }

    /// Records that a guard skipped `step`, and why.
    package func skipped(_ step: LifecycleStep, _ reason: SkipReason) {
        trace.skip(step, reason)
    }
}

/// Instrumented code, at a step's start: records that `step` runs on `object`,
/// one level deeper until the matching `traceExit`. Objects without a trace
/// (a plain data source) record nothing.
package func traceEnter(_ object: AnyObject?, _ step: LifecycleStep) {
    (object as? any LifecycleTracing)?.trace.enter(step, animation: UIView.currentAnimation)
}

/// Instrumented code, in the `defer` of a step that `traceEnter` started.
package func traceExit(_ object: AnyObject?) {
    (object as? any LifecycleTracing)?.trace.exit()
}

/// Instrumented code, in a guard's early exit: records that `step` was skipped on `object`, and why.
package func traceSkip(_ object: AnyObject?, _ step: LifecycleStep, _ reason: SkipReason) {
    (object as? any LifecycleTracing)?.skipped(step, reason)
}

/// The engine's record of a life cycle.
package typealias Trace = MFS.Trace
/// A method of the MFS life cycle (`prepareUI`, `bindDataFrom`, …).
package typealias LifecycleStep = MFS.LifecycleStep
/// Why a guard skipped a step.
package typealias SkipReason = MFS.SkipReason
