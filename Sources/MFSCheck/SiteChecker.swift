import Foundation
import MFS
import MFSBrowser

/// Loads every page of a built site in headless Chromium and checks what the
/// browser drew against what the engine computed: every figure (and both
/// states of every rotation demo) is compared with the engine's own snapshot
/// of the request its data attributes name (`EngineComparison`: views, hidden,
/// frames to 0.02 px, text and lines); each view drawn lies inside its canvas
/// or cell, no text overflows, the fonts load, and there are no script or
/// console errors and no missing files.
///
/// Works on a copy of the site: the site itself is only read. Pages are
/// loaded two at a time; the type is immutable and thread-safe.
public struct SiteChecker: Sendable {
    /// Computes the snapshot of screen `screen` for `request`; MUST be
    /// deterministic and thread-safe, and throw for a request it cannot run.
    public typealias Engine = @Sendable (_ screen: String, _ request: ScreenRequest) throws -> ScreenSnapshot

    /// The engine through `screens`, as `mfs screen` runs it: the request
    /// validated against the screen it names, then rendered.
    public static func engine(_ screens: any ScreenProvider) -> Engine {
        { screen, request in try screens.validated(screen, request).render(request) }
    }

    public let browser: Chromium
    /// What the figures are compared with.
    public let engine: Engine
    /// Virtual milliseconds Chromium lets the page run (load, fonts) before the DOM is read.
    public var virtualTimeBudget = 20000

    public init(browser: Chromium, engine: @escaping Engine) {
        self.browser = browser
        self.engine = engine
    }

    /// Checks every `.html` page under `site`.
    /// - Throws: only when the copy cannot be made; a page Chromium fails
    ///   on is reported as a problem of that page.
    public func check(site: URL) throws -> SiteReport {
        let copy = try CheckedCopy(of: site)
        defer { copy.remove() }
        let resources = ResourceCheck(root: copy.root), comparison = EngineComparison(engine: engine)
        var report = SiteReport()
        for (page, outcome) in zip(copy.pages, inspect(copy)) {
            report.pages += 1
            switch outcome {
            case let .failure(problem):
                report.problems.append(problem)
            case let .success(result):
                report.problems += result.problems.map {
                    SiteProblem(page: page, screen: $0.screen, size: $0.size, view: $0.view,
                                message: $0.message.replacingOccurrences(of: copy.rootPrefix, with: ""))
                }
                for figure in result.drawn { comparison.compare(figure, page: page, into: &report) }
                report.problems += resources.problems(result.resources, page: page)
            }
        }
        return report
    }

    /// Loads every page of `copy` and decodes what its script found.
    func inspect(_ copy: CheckedCopy) -> [Result<PageResult, SiteProblem>] {
        Parallel.map(copy.pages.count, width: 2) { index in inspect(copy.pages[index], in: copy) }
    }

    private func inspect(_ page: String, in copy: CheckedCopy) -> Result<PageResult, SiteProblem> {
        let dom: String
        do {
            dom = try browser.dumpDOM(of: copy.url(of: page), virtualTimeBudget: virtualTimeBudget)
        } catch {
            return .failure(SiteProblem(page: page, message: "Chromium could not load the page: \(error)"))
        }
        guard let match = dom.firstMatch(of: #/data-mfs-check="([A-Za-z0-9+/=]*)"/#),
              let json = Data(base64Encoded: String(match.output.1)) else {
            return .failure(SiteProblem(page: page, message: "the checking script did not finish (a script error, or the page never finished loading)"))
        }
        do {
            return .success(try JSONDecoder().decode(PageResult.self, from: json))
        } catch {
            return .failure(SiteProblem(page: page, message: "the checking script's report is unreadable: \(error)"))
        }
    }
}
