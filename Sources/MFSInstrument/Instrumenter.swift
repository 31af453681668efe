import MFS

/// Instruments one file of the app for the life-cycle trace, over its bytes and
/// tokens (no parser): every MFS step gets `traceEnter(self, .step)` and a `defer`
/// with `traceExit(self)` at its start, and every early exit in a step a
/// `traceSkip(self, .step, .reason)` from the skip-reason table (`SkipRule`).
/// Edits stay on their lines, and the output starts with a `#sourceLocation` to
/// the original, so compile errors and `#line` point at the app's file.
///
/// Steps: an instance method named as a `LifecycleStep` the app runs itself
/// (`prepareUI`, `bindDataFrom`, `scrollViewDidScroll`, …); `tableView(_:heightForRowAt:)`;
/// a cell's `init(style:reuseIdentifier:)`, entered after its `super.init(…)`;
/// the `didSet` of `var viewModel`, as `setViewModel`, unless it only hands the
/// value on (`setViewModel()`, `mainView.viewModel = viewModel`). The runtime records
/// the steps UIKit runs (`viewDidAppear`, `layoutSubviews`, `reloadData`, …).
///
/// Early exits: the `guard` statements and the `if COND { return … }` statements
/// (without `else`) directly in a step's body.
public enum Instrumenter {
    /// The instrumented text of the file at `path`, or the first early exit the table cannot classify.
    public static func instrument(_ source: String, path: String) throws(InstrumentError) -> String {
        let scan = SourceScan(source)
        var edits: [(offset: Int, text: String)] = []
        for step in steps(in: scan) {
            edits += try stepEdits(step, scan, path: path)
        }
        var bytes = scan.bytes
        let replacements = objectiveCEdits(scan) + dispatchEdits(scan)
        for edit in (edits.map { ($0.offset..<$0.offset, $0.text) } + replacements).sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(edit.0, with: edit.1.utf8)
        }
        return "// Instrumented by mfs-instrument for the life-cycle trace: edit \(path), not this file.\n"
            + "#sourceLocation(file: \"\(path)\", line: 1)\n" + String(decoding: bytes, as: UTF8.self)
            + (bytes.last == UInt8(ascii: "\n") ? "" : "\n") + "#sourceLocation()\n"
    }

    /// Linux's Swift has no Objective-C interoperability: `@objc` becomes spaces, and
    /// `#selector(name(_:))` becomes `Selector("name(_:)", Self.name)`, the headless
    /// module's selector that holds the method itself.
    static func objectiveCEdits(_ scan: SourceScan) -> [(Range<Int>, String)] {
        scan.tokens.compactMap { token in
            guard token.start > 0 else { return nil }
            let sigil = scan.bytes[token.start - 1]
            if token.text == "objc", sigil == UInt8(ascii: "@") {
                return (token.start - 1..<token.end, "     ")
            }
            let open = scan.nextCode(from: token.end)
            guard token.text == "selector", sigil == UInt8(ascii: "#"), open < scan.bytes.count,
                  scan.bytes[open] == UInt8(ascii: "("), let close = scan.partner[open] else { return nil }
            let method = scan.normalizedCode(open + 1..<close)
            let name = method.prefix { $0 != "(" }
            return (token.start - 1..<close + 1, "Selector(\"\(method)\", Self.\(name))")
        }
    }

    /// The engine has no GCD run loop: `DispatchQueue.main`, `DispatchQueue.global(…)` and
    /// `DispatchQueue.concurrentPerform(…)` become the headless module's `HeadlessQueue`,
    /// whose blocks wait for the screen's driver. Other queues (`DispatchQueue(label:…)`) stay GCD's.
    static func dispatchEdits(_ scan: SourceScan) -> [(Range<Int>, String)] {
        let tokens = scan.tokens
        return tokens.indices.dropLast().compactMap { index in
            let token = tokens[index], member = tokens[index + 1]
            guard token.text == "DispatchQueue", scan.nextCode(from: token.end) == member.start - 1,
                  scan.bytes[member.start - 1] == UInt8(ascii: "."),
                  ["main", "global", "concurrentPerform"].contains(member.text) else { return nil }
            return (token.start..<token.end, "HeadlessQueue")
        }
    }

    /// A step's body in the file: `{` at `open`; entered at `entry` (after `super.init(…)`), else after its guards.
    /// A body that returns a value without `return` is one expression: the instrumented body returns it.
    struct StepBody {
        let step: LifecycleStep
        let open: Int
        let entry: Int?
        var returnsValue = false
    }

    /// The steps the runtime records itself, which the app only overrides or calls.
    static let runtimeSteps: Set<LifecycleStep> = [.viewDidAppear, .viewWillTransitionToSize, .layoutSubviews, .reloadRows,
                                                   .reloadData, .initializer, .heightForRowAt]

    static func steps(in scan: SourceScan) -> [StepBody] {
        let tokens = scan.tokens
        var steps: [StepBody] = []
        for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
            let name = tokens[index + 1]
            if token.text == "func", !isTypeMember(tokens, before: index, scan),
               let step = methodStep(name, scan), let open = bodyOpen(after: name.end, scan) {
                steps.append(StepBody(step: step, open: open, entry: nil, returnsValue: scan.code(name.end..<open).contains("->")))
            } else if token.text == "init", token.start == 0 || scan.bytes[token.start - 1] != UInt8(ascii: "."),
                      let open = bodyOpen(after: token.end, scan),
                      scan.normalizedCode(token.end..<open).contains("style: UITableViewCell.CellStyle, reuseIdentifier:"),
                      let superInit = superInitEnd(in: open, scan) {
                steps.append(StepBody(step: .initializer, open: open, entry: superInit))
            } else if token.text == "didSet", let open = Optional(scan.nextCode(from: token.end)), open < scan.bytes.count,
                      scan.bytes[open] == UInt8(ascii: "{"), isViewModelSetter(token.start, scan), let close = scan.partner[open],
                      !handsOn(scan.normalizedCode(open + 1..<close)) {
                steps.append(StepBody(step: .setViewModel, open: open, entry: nil))
            }
        }
        return steps
    }

    /// `static func` or `class func`: no `self` to record on.
    private static func isTypeMember(_ tokens: [SourceScan.Token], before index: Int, _ scan: SourceScan) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        return (previous.text == "static" || previous.text == "class")
            && scan.position(previous.start).line == scan.position(tokens[index].start).line
    }

    private static func methodStep(_ name: SourceScan.Token, _ scan: SourceScan) -> LifecycleStep? {
        if let step = LifecycleStep(rawValue: name.text), !runtimeSteps.contains(step) { return step }
        let open = scan.nextCode(from: name.end)
        guard name.text == "tableView", open < scan.bytes.count, let close = scan.partner[open],
              scan.normalizedCode(open..<close).contains("heightForRowAt") else { return nil }
        return .heightForRowAt
    }

    /// The body's `{` after a declaration's parameter list, when it is on the line the list ends on
    /// (a protocol requirement has none).
    private static func bodyOpen(after offset: Int, _ scan: SourceScan) -> Int? {
        var i = scan.nextCode(from: offset)
        guard i < scan.bytes.count, scan.bytes[i] == UInt8(ascii: "("), let close = scan.partner[i] else { return nil }
        i = close + 1
        while i < scan.bytes.count, scan.bytes[i] != UInt8(ascii: "\n") {
            if scan.isCode[i], scan.bytes[i] == UInt8(ascii: "{") { return i }
            if scan.isCode[i], let close = scan.partner[i], scan.bytes[i] != UInt8(ascii: "}") { i = close }
            i += 1
        }
        return nil
    }

    /// The offset after `super.init(…)` in the body at `open`.
    private static func superInitEnd(in open: Int, _ scan: SourceScan) -> Int? {
        guard let close = scan.partner[open] else { return nil }
        let call = scan.tokens.first { token in
            token.text == "init" && token.start > open && token.end < close && token.start >= 6
                && String(decoding: scan.bytes[token.start - 6..<token.start], as: UTF8.self) == "super."
        }
        guard let call, let paren = Optional(scan.nextCode(from: call.end)), let end = scan.partner[paren] else { return nil }
        return end + 1
    }

    /// The `didSet` at `offset` belongs to `var viewModel`.
    private static func isViewModelSetter(_ offset: Int, _ scan: SourceScan) -> Bool {
        var i = offset - 1
        while i >= 0, !(scan.isCode[i] && scan.bytes[i] == UInt8(ascii: "{") && (scan.partner[i] ?? 0) > offset) { i -= 1 }
        guard i >= 0 else { return false }
        let lineStart = (scan.bytes[..<i].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        return (try? Regex(#"\bvar viewModel\b"#).firstMatch(in: scan.code(lineStart..<i))) != nil
    }

    /// A setter body that only hands the value on: the step is where it goes.
    private static func handsOn(_ body: String) -> Bool {
        (try? Regex(#"setViewModel\(\)|[A-Za-z_][\w.?!]*\.viewModel = viewModel"#).wholeMatch(in: body)) != nil
    }

    /// The enter, exit and skip records of one step.
    private static func stepEdits(_ body: StepBody, _ scan: SourceScan, path: String) throws(InstrumentError)
        -> [(offset: Int, text: String)] {
        var edits: [(offset: Int, text: String)] = []
        var entry = body.entry.map { (offset: $0, afterBrace: false) } ?? (offset: body.open + 1, afterBrace: true)
        var leading = body.entry == nil
        for exit in EarlyExit.all(in: body.open, scan) {
            let between = scan.normalizedCode(entry.offset..<exit.start)
            if !between.isEmpty && between != ";" { leading = false }
            guard let rule = SkipRule.classify(exit.form, exit.condition) else {
                throw error(path, scan, exit.start, "an early exit of the step '\(body.step.rawValue)' that no trace rule "
                    + "classifies: '\(exit.condition)' (docs/screens.md, \"Traces recorded by the runtime\")")
            }
            edits.append((exit.block + 1, " traceSkip(self, .\(caseName(rule.skippedStep ?? body.step)), .\(rule.reason));"))
            if rule.skippedStep == nil {
                guard leading else {
                    throw error(path, scan, exit.start, "the guard '\(exit.condition)' skips the step '\(body.step.rawValue)': "
                        + "it must come before the step's other statements")
                }
                entry = (exit.end, false)
            }
        }
        edits.append((entry.offset, (entry.afterBrace ? "" : ";")
            + " traceEnter(self, .\(caseName(body.step))); defer { traceExit(self) };"))
        if body.returnsValue, let close = scan.partner[body.open],
           !scan.tokens.contains(where: { $0.text == "return" && $0.start > body.open && $0.end < close
               && scan.depth[$0.start] == scan.depth[body.open] + 1 }) {
            edits.append((scan.nextCode(from: entry.offset), "return "))
        }
        return edits
    }

    /// The Swift name of `step`'s case (`init` is `initializer`).
    private static func caseName(_ step: LifecycleStep) -> String {
        step == .initializer ? "initializer" : step.rawValue
    }

    private static func error(_ path: String, _ scan: SourceScan, _ offset: Int, _ message: String) -> InstrumentError {
        let position = scan.position(offset)
        return InstrumentError(path: path, line: position.line, column: position.column, message: message)
    }
}
