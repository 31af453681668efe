import Foundation
import MFS

/// The screens and scenarios of an app (the demo's) followed by a site's own
/// (`SiteScreenLibrary`), as one provider.
public struct CombinedScreens: ScreenProvider {
    public let screens: [any ScreenDefinition]
    public let scenarios: [TraceScenario]

    /// Throws when a site screen or scenario has the name of one of `app`'s (or of
    /// another site one): located at the name's first string literal `"NAME"` in
    /// the site's `sources`, else on the first source.
    public init(_ app: any ScreenProvider, _ site: any ScreenProvider, sources: [String]) throws(BuildFailure) {
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
