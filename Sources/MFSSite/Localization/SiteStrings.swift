import MFS

/// The words the site itself writes around the articles (navigation, captions,
/// trace tables, the inspector), in one language: read from its strings file
/// (`SiteStrings+Reading.swift`; the keys are the theme's `strings/en.yaml`).
/// Pure values.
struct SiteStrings: Sendable {
    /// The language's own name, as a language switcher shows it.
    var languageName: String
    /// Other languages' names in this one, by code (`language.names`).
    var languageNames: [String: String]
    var skipToContent: String
    var sectionsLabel: String
    var languageLabel: String
    var onThisPage: String
    var previous: String
    var next: String
    var footer: String
    /// The footer's link to the API reference (`APIReference`), when the site publishes it.
    var apiReference: String
    var portrait: String
    var landscape: String
    var square: String
    var inspectorHint: String
    /// The legend of a gallery's device chooser.
    var device: String
    /// The words a caption says for a screen's state (`collapsed`, ...), by state.
    var states: [String: String]
    /// What a caption says of an embed that overrides view-model fields, `{keys}` standing for them.
    var modelOverrides: String
    /// The accessible name of a Markdown table's scroll container, before its header cells.
    var table: String
    /// The accessible name of the previous/next links.
    var pagerLabel: String
    /// The accessible name of a page's breadcrumbs: the sections it lies in.
    var breadcrumbs: String
    var cacheLabels: [FrameSource: String]
    var rotate: String
    /// The label of a gallery's switch that draws the cache outlines.
    var outlines: String
    /// The label of a wall post's or a profile's switch between the collapsed and the expanded text.
    var readMore: String
    var traceStep: String
    var traceOutcome: String
    var traceNote: String
    var called: String
    var skipped: String
    var skipReasons: [SkipReason: String]
    /// A note on a step that ran inside an animation, `{duration}` and `{curve}` standing for them.
    var animation: String
    var decimalSeparator: String
    var notFoundTitle: String
    var notFoundText: String
    /// The accessible label of a footnote's back link: `footnoteBack + " " + number`.
    var footnoteBack: String
    /// The OpenGraph locale (`ru_RU`).
    var locale: String
    /// The "last updated" line of a page, `{day}`, `{month}` and `{year}` standing for the date.
    var updatedFormat: String
    /// The months' names as `updatedFormat` writes them, January first.
    var months: [String]
    var editPage: String
    /// The accessible name of the dark/light switch, a toggle pressed while the page is dark.
    var darkTheme: String
    /// The titles of the five callouts, by kind.
    var calloutTitles: [CalloutKind: String]
    /// The accessible name of a group of code tabs.
    var codeTabs: String
    /// The copy button of code blocks, and what it says once it copied.
    var copy: String
    var copied: String
    /// What a language switcher link to this language says of a page
    /// missing in it: the link leads to the page shown untranslated.
    var missingTranslation: String
    /// The note on a page shown untranslated, `{language}` standing for the name of the language shown.
    var untranslated: String
    /// The heading of a paging figure's record of the next page's pre-computation, by rows.
    var precomputationText: PluralText
    /// One worker's line of that record, by rows; `{worker}` and `{ms}` stand for its number and time.
    var precomputationWorkerText: PluralText

    /// `0.3` written with the language's decimal separator.
    func number(_ value: Double) -> String {
        value.compactDescription.split(separator: ".", omittingEmptySubsequences: false).joined(separator: decimalSeparator)
    }

    /// What a caption says of an embed's `state` and overridden `model` keys, or `nil` for neither.
    func state(_ state: String?, model keys: [String]) -> String? {
        let overrides = modelOverrides.filled(["keys": keys.sorted().joined(separator: ", ")])
        let parts = [state.map { states[$0] ?? $0 }, keys.isEmpty ? nil : overrides].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The orientation word of a size: width greater than height is landscape.
    func orientation(of size: Size) -> String {
        size.width > size.height ? landscape : size.width < size.height ? portrait : square
    }

    /// The "last updated" line of `day`, `month` (1...12) and `year`.
    func updated(_ day: Int, _ month: Int, _ year: Int) -> String {
        updatedFormat.filled(["day": String(day), "month": months[month - 1], "year": String(year)])
    }

    /// The note on a page shown untranslated, in the language `code`.
    func untranslatedNote(showing code: String, named ownName: String) -> String {
        untranslated.filled(["language": languageNames[code] ?? ownName])
    }

    /// The heading of a paging figure's record of the next page's pre-computation of `rows`.
    func precomputation(_ rows: Int) -> String {
        precomputationText(rows)
    }

    /// The line of the worker numbered `worker` (from 1) that computed `rows` in `milliseconds` (text).
    func precomputationWorker(_ worker: Int, _ rows: Int, _ milliseconds: String) -> String {
        precomputationWorkerText(rows, ["worker": String(worker), "ms": milliseconds])
    }
}
