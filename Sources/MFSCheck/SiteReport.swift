/// The result of checking a whole site: what was compared with the engine and every problem.
public struct SiteReport: Hashable, Sendable, CustomStringConvertible {
    public var pages = 0
    /// Figures compared with the engine's snapshots (a rotation demo counts twice: both states).
    public var figures = 0
    /// Views of those figures found in both the page and the engine's snapshot.
    public var views = 0
    /// Of those views, the ones the engine hides.
    public var hiddenViews = 0
    /// Visible text views whose lines were compared.
    public var texts = 0
    /// Every problem, in page order; empty when the site passed.
    public var problems: [SiteProblem] = []

    public init() {}

    /// One problem a line, then the one-line summary.
    public var description: String {
        let lines = problems.map(\.description)
        let summary = "checked \(pages) pages; against the engine \(figures) figures, \(views) views (\(hiddenViews) hidden), \(texts) texts: "
            + (problems.isEmpty ? "no problems" : "\(problems.count) problem\(problems.count == 1 ? "" : "s")")
        return (lines + [summary]).joined(separator: "\n")
    }
}
