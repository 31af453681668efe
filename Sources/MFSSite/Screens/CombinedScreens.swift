import Foundation
import MFS

/// The screens and scenarios of an app (the demo's) followed by a site's own
/// (`SiteScreenLibrary`), as one provider. The site's screens run in the
/// build's process only with requests tried out in another first (`tryOut`).
public struct CombinedScreens: ScreenProvider {
    public let screens: [any ScreenDefinition]
    public let scenarios: [TraceScenario]
    /// The names of the site's screens.
    let siteScreens: Set<String>
    /// Runs the site's screens with the calls given in a child process; throws a trap as a located diagnostic.
    let trial: @Sendable ([ScreenCall]) throws(Diagnostic) -> Void

    /// Throws when a site screen or scenario has the name of one of `app`'s (or of
    /// another site one): located at the name's first string literal `"NAME"` in
    /// the site's `sources`, else on the first source. `trial` tries the site's
    /// screens out with a build's calls (`SiteScreenLibrary.probe`).
    init(_ app: any ScreenProvider, _ site: any ScreenProvider, sources: [String],
         trial: @escaping @Sendable ([ScreenCall]) throws(Diagnostic) -> Void) throws(BuildFailure) {
        var diagnostics: [Diagnostic] = []
        for (what, appNames, siteNames) in [("screen", app.screens.map(\.name), site.screens.map(\.name)),
                                            ("scenario", app.scenarios.map(\.name), site.scenarios.map(\.name))] {
            var taken = Set(appNames)
            for name in siteNames where !taken.insert(name).inserted {
                let message = appNames.contains(name) ? "the \(what) name '\(name)' is taken by mfs's demo \(what)s: rename it"
                    : "the \(what) name '\(name)' is taken by another of the site's \(what)s: rename it"
                diagnostics.append(Self.located("\"\(name)\"", in: sources, message: message))
            }
        }
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        screens = app.screens + site.screens
        scenarios = app.scenarios + site.scenarios
        siteScreens = Set(site.screens.map(\.name))
        self.trial = trial
    }

    /// Tries the site's screens out with the requests `pages` make of them
    /// before the build renders them here: a screen that traps on one of them
    /// is a diagnostic, and this process never runs it.
    func tryOut(_ pages: [Page], defaultSizes: [Size]) throws(BuildFailure) {
        try tryOut(pages.flatMap { $0.screenCalls(provider: self, defaultSizes: defaultSizes) })
    }

    /// Tries the site's screen `screen` out with `requests` (`mfs screen`'s);
    /// nothing when it is none of the site's.
    public func tryOut(_ screen: String, _ requests: [ScreenRequest]) throws(BuildFailure) {
        try tryOut(requests.map { ScreenCall(screen: screen, request: $0) })
    }

    /// Runs `trial` with those of `calls` that name the site's screens, each once.
    private func tryOut(_ calls: [ScreenCall]) throws(BuildFailure) {
        var seen = Set<ScreenCall>()
        let site = calls.filter { siteScreens.contains($0.screen) && seen.insert($0).inserted }
        guard !site.isEmpty else { return }
        do { try trial(site) } catch { throw BuildFailure([error]) }
    }

    /// A diagnostic at the first occurrence of `literal` in `sources` (1-based line
    /// and column, columns in UTF-8 bytes as swiftc counts them).
    static func located(_ literal: String, in sources: [String], message: String) -> Diagnostic {
        for source in sources {
            guard let text = try? String(contentsOfFile: source, encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let range = line.range(of: literal) {
                    return Diagnostic(path: source, line: index + 1, column: line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1,
                                      message: message)
                }
            }
        }
        return Diagnostic(path: sources.first ?? "", message: message)
    }
}
