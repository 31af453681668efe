/// One `.mfs-view` as the browser draws it (`checker.js`, `drawn`).
struct DrawnView: Decodable, Sendable {
    var name: String
    /// Its `data-cache`.
    var cache: String
    /// The `.mfs-cell`'s `data-cell` and `data-row`, for a view inside a cell.
    var cell: String?
    var row: Int?
    /// No box: its or an ancestor's computed `display` is `none`, or its `visibility` is not `visible`.
    var hidden: Bool
    /// Its own computed `display` and `visibility`, for messages.
    var display: String
    var visibility: String
    /// In the sequential focus order (`tabIndex >= 0`).
    var tabStop: Bool
    /// The text of an `.mfs-text` view, and its `data-lines`; `nil` for other views.
    var text: String?
    var dataLines: Int?
    /// The box relative to the canvas in the screen's coordinates; `nil` when hidden.
    var x: Double?
    var y: Double?
    var width: Double?
    var height: Double?
    /// The lines a visible text shows (a clamped one: those inside its box).
    var lines: Int?

    /// `name`, or `CellClass[row].name` inside a cell: how problems name the view.
    var path: String {
        guard let cell else { return name }
        return "\(cell)[\(row.map(String.init) ?? "?")].\(name)"
    }
}
