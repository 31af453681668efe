import MFS

/// The text snapshot of a frame tree: one line per view, indented by depth,
/// for `mfs screen --format text` and for tests that compare whole trees.
public enum SnapshotText {
    public static func describe(_ snapshot: ScreenSnapshot) -> String {
        var lines = ["\(snapshot.screen) \(snapshot.size)"]
        lines += snapshot.views.map { line($0, indent: 1) }
        for cell in snapshot.cells {
            lines.append("  \(cell.cellType)[\(cell.row)] y=\(cell.y.compactDescription) h=\(cell.height.compactDescription)")
            lines += cell.views.map { line($0, indent: 2) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ view: ViewSnapshot, indent: Int) -> String {
        var text = String(repeating: "  ", count: indent + view.depth) + "\(view.name) \(view.frame) \(view.cache.rawValue)"
        if view.isHidden { text += " hidden" }
        if let lines = view.lines, let string = view.text { text += " \(lines) line\(lines == 1 ? "" : "s") \"\(string)\"" }
        return text
    }
}
