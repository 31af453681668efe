/// What the in-page script (`checker.js`) found on one page, decoded from the
/// `data-mfs-check` attribute of the dumped DOM.
struct PageResult: Decodable, Sendable {
    struct Problem: Decodable, Sendable {
        var screen: String?
        var size: String?
        var view: String?
        var message: String
    }

    /// A URL the page refers to. `kind` is `load` (fetched when the page
    /// loads), `link` (an anchor's target) or `stylesheet` (a linked sheet the
    /// page could not read, whose `url(...)`s the Swift half scans).
    struct Resource: Decodable, Hashable, Sendable {
        var kind: String
        var url: String
        var from: String
    }

    /// One screen figure: its screen name and size in CSS px.
    struct Figure: Decodable, Hashable, Sendable {
        var screen: String
        var width: Double
        var height: Double
    }

    var problems: [Problem]
    var resources: [Resource]
    /// Every web font of the page as `family weight style: status`.
    var fonts: [String]
    /// The `.mfs-screen` figures outside rotation demos, in page order (for screenshots).
    var sizes: [Figure]
    /// Those figures, then each rotation demo's two states, as the browser draws them.
    var drawn: [DrawnFigure]
}
