/// The result of checking a whole site: what was checked and every problem.
public struct SiteReport: Hashable, Sendable, CustomStringConvertible {
    public var pages = 0
    public var screens = 0
    public var views = 0
    public var texts = 0
    /// Every problem, in page order; empty when the site passed.
    public var problems: [SiteProblem] = []

    public init() {}

    /// One problem a line, then the one-line summary.
    public var description: String {
        let lines = problems.map(\.description)
        let summary = "checked \(pages) pages, \(screens) screens, \(views) views, \(texts) texts: "
            + (problems.isEmpty ? "no problems" : "\(problems.count) problem\(problems.count == 1 ? "" : "s")")
        return (lines + [summary]).joined(separator: "\n")
    }
}
