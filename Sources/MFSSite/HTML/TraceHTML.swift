import MFS

/// Draws a life-cycle trace as a table: each step indented by its depth, made
/// or skipped, and why (the guard that skipped it, or the animation it ran in),
/// in the page's language. Pure; every string is escaped.
struct TraceHTML: Sendable {
    let strings: SiteStrings
    /// The page's language code (`ru`), which picks the scenario's caption.
    let language: String

    /// The table of `events`, the trace of `scenario`, captioned in `language`
    /// (the scenario's summary when it has no caption in it).
    func table(_ scenario: TraceScenario, events: [TraceEvent]) -> String {
        let caption = scenario.captions[language] ?? scenario.summary
        // The title is drawn above the scroll box, so that a table wider than the
        // column never scrolls it out of view; the table's own caption, hidden
        // from sight, names it for assistive technology.
        var html = "<p class=\"mfs-trace-title\" aria-hidden=\"true\">\(HTML.escape(caption))</p>\n"
        html += "<div class=\"table-scroll\" tabindex=\"0\" role=\"group\" aria-label=\"\(HTML.escape(caption))\"><table class=\"mfs-trace\" data-scenario=\"\(HTML.escape(scenario.name))\">\n"
        html += "<caption class=\"visually-hidden\">\(HTML.escape(caption))</caption>\n"
        html += "<thead>\n<tr><th scope=\"col\">\(HTML.escape(strings.traceStep))</th>"
            + "<th scope=\"col\">\(HTML.escape(strings.traceOutcome))</th>"
            + "<th scope=\"col\">\(HTML.escape(strings.traceNote))</th></tr>\n</thead>\n<tbody>\n"
        for event in events { html += row(event) }
        return html + "</tbody>\n</table></div>\n"
    }

    private func row(_ event: TraceEvent) -> String {
        let (outcome, note, kind): (String, String, String) = switch event.outcome {
        case .called: (strings.called, event.animation.map(animationNote) ?? "", "called")
        case let .skipped(reason): (strings.skipped, strings.skipReasons[reason] ?? reason.rawValue, "skipped")
        }
        return "<tr class=\"mfs-trace-\(kind)\">"
            + "<td class=\"mfs-trace-step\" style=\"--depth:\(event.depth)\"><code>\(Self.callName(event.step))</code></td>"
            + "<td class=\"mfs-trace-outcome\">\(HTML.escape(outcome))</td>"
            + "<td>\(HTML.escape(note))</td></tr>\n"
    }

    private func animationNote(_ animation: Animation) -> String {
        strings.animation.filled(["duration": strings.number(animation.duration), "curve": Self.curveName(animation.curve)])
    }

    /// The step as the pattern's code spells the call.
    static func callName(_ step: LifecycleStep) -> String {
        switch step {
        case .initializer: "init(style:reuseIdentifier:)"
        case .setViewModel: "viewModel = …"
        case .viewWillTransitionToSize: "viewWillTransition(to:with:)"
        case .readMoreBtnAction: "readMoreBtnAction(at:)"
        case .reloadRows: "reloadRows(at:with:)"
        case .heightForRowAt: "tableView(_:heightForRowAt:)"
        case .scrollViewDidScroll: "scrollViewDidScroll(_:)"
        case .loadNextPage: "loadNextPage: isLoadingData = true"
        case .calculateCoordinates: "calculateCoordinates(page:tableSize:) (global queue)"
        case .pageDidLoad: "pageDidLoad (main queue)"
        case .reloadData: "reloadData()"
        case .loadingFinished: "isLoadingData = false"
        default: step.rawValue
        }
    }

    /// The curve as CSS and UIKit documentation name it: `ease-out`.
    static func curveName(_ curve: Animation.Curve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        }
    }
}
