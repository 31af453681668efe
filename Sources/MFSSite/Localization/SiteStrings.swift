import MFS
import MFSScreens

/// The words the site itself writes around the articles (navigation, captions,
/// trace tables, the inspector), in a page's language. Pure values.
struct SiteStrings: Sendable {
    /// The language's own name, as a language switcher shows it.
    var languageName: String
    var skipToContent: String
    var sectionsLabel: String
    var languageLabel: String
    var onThisPage: String
    var previous: String
    var next: String
    var footer: String
    var portrait: String
    var landscape: String
    var square: String
    var inspectorHint: String
    /// The legend of a gallery's device chooser.
    var device: String
    /// The words a caption says for a screen's state (`collapsed`, ...), by state.
    var states: [String: String]
    /// `modelOverrides(keys)`: what a caption says of an embed that overrides
    /// view-model fields (`long text` screens and the like).
    var modelOverrides: @Sendable ([String]) -> String
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
    /// `animation(duration text, curve)`: a note on a step that ran inside an animation.
    var animation: @Sendable (String, String) -> String
    var decimalSeparator: String
    var scenarioCaptions: [String: String]
    /// What each catalog screen shows: the text alternative of its figures.
    var screenDescriptions: [String: String]
    var notFoundTitle: String
    var notFoundText: String
    /// The accessible label of a footnote's back link: `footnoteBack + " " + number`.
    var footnoteBack: String
    /// The OpenGraph locale (`ru_RU`).
    var locale: String
    /// `updated(day, month 1...12, year)`: the "last updated" line of a page.
    var updated: @Sendable (Int, Int, Int) -> String
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
    /// What a language switcher link to this language says of a page missing
    /// in it: the link leads to the language's start page.
    var missingTranslation: String
    /// `precomputation(rows)`: the heading of a paging figure's record of the next page's pre-computation.
    var precomputation: @Sendable (Int) -> String
    /// `precomputationWorker(worker number, rows, milliseconds text)`: one worker's line of that record.
    var precomputationWorker: @Sendable (Int, Int, String) -> String

    static func of(_ language: Language) -> SiteStrings {
        switch language {
        case .ru: .russian
        case .es: .spanish
        case .en: .english
        }
    }

    /// `0.3` written with the language's decimal separator.
    func number(_ value: Double) -> String {
        value.compactDescription.split(separator: ".", omittingEmptySubsequences: false).joined(separator: decimalSeparator)
    }

    /// What a caption says of an embed's `state` and overridden `model` keys, or `nil` for neither.
    func state(_ state: String?, model keys: [String]) -> String? {
        let parts = [state.map { states[$0] ?? $0 }, keys.isEmpty ? nil : modelOverrides(keys.sorted())].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The orientation word of a size: width greater than height is landscape.
    func orientation(of size: Size) -> String {
        size.width > size.height ? landscape : size.width < size.height ? portrait : square
    }
}

