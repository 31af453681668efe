/// A screen as the browser draws it (`checker.js`, `drawn`): the request its
/// data attributes name, its canvas's CSS size and every view, in the screen's
/// own coordinates. A rotation demo gives one per state.
struct DrawnFigure: Decodable, Sendable {
    var screen: String
    /// `WIDTHxHEIGHT`: the size asked for (`data-size`; a rotation's state in `data-sizes`).
    var size: String
    var language: String?
    var state: String?
    /// The view-model overrides as JSON (`data-model`), when there are any.
    var model: String?
    /// A state of a rotation demo, whose views absent from one orientation are there, hidden.
    var rotation: Bool
    /// The canvas is drawn: neither it nor an ancestor has `display: none` or is invisible.
    var shown: Bool
    /// The canvas's CSS width and height; `nil` when they are not in px.
    var width: Double?
    var height: Double?
    var views: [DrawnView]
}
