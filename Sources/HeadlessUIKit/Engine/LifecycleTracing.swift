import MFS

/// The life-cycle trace, engine hook: a controller or cell records the MFS
/// steps it runs (`traced(.bindDataFrom) { … }`) and the ones its guards skip
/// (`skipped(.resizeSubviews, .sameSize)`), so the articles can show the real
/// call order. On iOS, delete the wrapper and keep its body (or log there).
/// A step traced inside `UIView.animate` is recorded as animated.
package protocol LifecycleTracing: AnyObject {
    /// Every step run or skipped, in order.
    var trace: Trace { get }
}

extension LifecycleTracing {
    /// Records that `step` runs, and runs `body` one level deeper; returns
    /// what `body` returns (`return traced(.heightForRowAt) { … }`).
    @discardableResult
    package func traced<Result>(_ step: LifecycleStep, _ body: () -> Result) -> Result {
        var result: Result?
        if let animation = UIView.currentAnimation {
            trace.animate(animation) { trace.call(step) { result = body() } }
        } else {
            trace.call(step) { result = body() }
        }
        return result!
    }

    /// Records that a guard skipped `step`, and why.
    package func skipped(_ step: LifecycleStep, _ reason: SkipReason) {
        trace.skip(step, reason)
    }
}

/// The engine's record of a life cycle.
package typealias Trace = MFS.Trace
/// A method of the MFS life cycle (`prepareUI`, `bindDataFrom`, …).
package typealias LifecycleStep = MFS.LifecycleStep
/// Why a guard skipped a step.
package typealias SkipReason = MFS.SkipReason
