import MFS

/// One row of the skip-reason table: an early exit of a step (`guard COND else { return … }`
/// or `if COND { return … }`) whose condition matches `condition` records that a step was
/// skipped, and why. The table is the whole contract: an early exit it cannot classify is a
/// build error, never a guess.
struct SkipRule: Sendable {
    /// How an early exit is written.
    enum Form: Sendable {
        /// `guard COND else { … return … }`: exits when COND is false.
        case `guard`
        /// `if COND { return … }`: exits when COND is true.
        case `if`
    }

    let form: Form
    /// The condition, white space made single spaces, as a whole-match regular expression.
    let condition: String
    let reason: SkipReason
    /// The step recorded as skipped: `nil` for the step whose guard it is (the guard comes
    /// before the step's other statements, and the step is not entered); else a step that
    /// the enclosing step does not run, recorded inside it.
    let skippedStep: LifecycleStep?

    /// The table (docs/screens.md, "Traces recorded by the runtime").
    static let table: [SkipRule] = [
        SkipRule(form: .guard, condition: #"(let|var) (viewModel|\w+ = viewModel)|viewModel != nil"#, reason: .noViewModel, skippedStep: nil),
        SkipRule(form: .if, condition: #"let oldViewModel, oldViewModel\.isEqualToModel\(viewModel\)"#,
                 reason: .sameViewModel, skippedStep: nil),
        SkipRule(form: .if, condition: #"let resizedViewModel, resizedViewModel\.isEqualToModel\(viewModel\), oldSize == .+"#,
                 reason: .sameSize, skippedStep: nil),
        SkipRule(form: .guard, condition: #"superview != nil"#, reason: .notInSuperview, skippedStep: nil),
        SkipRule(form: .guard, condition: #"isViewLoaded|!bounds\.isEmpty"#, reason: .viewNotLoaded, skippedStep: .prepareUI),
        SkipRule(form: .guard, condition: #"!isLoadingData"#, reason: .alreadyLoading, skippedStep: nil),
    ]

    /// The rule for an early exit of `form` on `condition` (normalized), if any.
    static func classify(_ form: Form, _ condition: String) -> SkipRule? {
        table.first { rule in
            rule.form == form && (try? Regex(rule.condition).wholeMatch(in: condition)) != nil
        }
    }
}
