import MFS
import MFSScreens

/// Draws computed screens as HTML: each size a `figure.mfs-screen` whose views
/// are absolutely positioned divs carrying the engine's frames (DESIGN.md,
/// "HTML of a screen"). Every string is escaped; no script is needed.
public struct ScreenHTML: Sendable {
    public init() {}

    /// The figures of one embed, side by side in a scrolling group.
    public func group(_ snapshots: [ScreenSnapshot], label: String) -> String {
        var html = "<div class=\"mfs-screens\" role=\"group\" aria-label=\"\(HTML.escape(label))\">\n"
        for snapshot in snapshots { html += figure(snapshot) }
        return html + "</div>\n"
    }

    /// One size of a screen.
    public func figure(_ snapshot: ScreenSnapshot) -> String {
        let width = snapshot.size.width.compactDescription, height = snapshot.size.height.compactDescription
        var canvasStyle = "position:relative;width:\(CSS.px(snapshot.size.width));height:\(CSS.px(snapshot.size.height))"
        if let gradient = snapshot.gradient { canvasStyle += ";background:\(CSS.gradient(gradient))" }
        else if let color = snapshot.backgroundColor { canvasStyle += ";background:\(CSS.color(color))" }
        var html = "<figure class=\"mfs-screen\" data-screen=\"\(HTML.escape(snapshot.screen))\" "
            + "data-width=\"\(width)\" data-height=\"\(height)\">\n"
        html += "<div class=\"mfs-canvas\" style=\"\(canvasStyle)\">\n"
        for view in snapshot.views { html += self.view(view) }
        for cell in snapshot.cells { html += self.cell(cell, width: snapshot.size.width) }
        html += "</div>\n<figcaption>\(width) × \(height)</figcaption>\n</figure>\n"
        return html
    }

    func cell(_ cell: CellSnapshot, width: Double) -> String {
        let style = "position:absolute;left:0;top:\(CSS.px(cell.y));width:\(CSS.px(width));height:\(CSS.px(cell.height))"
        var html = "<div class=\"mfs-cell\" data-cell=\"\(HTML.escape(cell.cellType))\" data-row=\"\(cell.row)\" style=\"\(style)\">\n"
        for view in cell.views { html += self.view(view) }
        return html + "</div>\n"
    }

    func view(_ view: ViewSnapshot) -> String {
        let frame = view.frame
        var style = "position:absolute;left:\(CSS.px(frame.origin.x));top:\(CSS.px(frame.origin.y));"
            + "width:\(CSS.px(frame.width));height:\(CSS.px(frame.height))"
        if let gradient = view.gradient { style += ";background:\(CSS.gradient(gradient))" }
        else if let color = view.backgroundColor { style += ";background:\(CSS.color(color))" }
        if view.cornerRadius > 0 { style += ";border-radius:\(CSS.px(view.cornerRadius))" }
        if view.clipsToBounds { style += ";overflow:hidden" }
        if view.borderWidth > 0, let color = view.borderColor {
            style += ";box-shadow:inset 0 0 0 \(CSS.px(view.borderWidth)) \(CSS.color(color))"
        }
        var classes = "mfs-view"
        var attributes = " data-name=\"\(HTML.escape(view.name))\" data-cache=\"\(view.cache.rawValue)\""
        if let text = view.text, let lines = view.lines, let font = view.font, let lineHeight = view.lineHeight {
            classes += " mfs-text"
            attributes += " data-lines=\"\(lines)\""
            style += ";" + textCSS(font: font, lineHeight: lineHeight, view: view)
            let textHeight = Double(lines) * lineHeight
            if frame.height > textHeight { style += ";padding-top:\(CSS.px(((frame.height - textHeight) / 2).rounded(.down)))" }
            return "<div class=\"\(classes)\"\(attributes)\(view.isHidden ? " hidden" : "") style=\"\(style)\">"
                + HTML.escape(text) + "</div>\n"
        }
        if view.kind == .image {
            attributes += " role=\"img\" aria-label=\"\(HTML.escape(view.accessibilityLabel ?? view.imageName ?? view.name))\""
        }
        return "<div class=\"\(classes)\"\(attributes)\(view.isHidden ? " hidden" : "") style=\"\(style)\"></div>\n"
    }

    private func textCSS(font: Font, lineHeight: Double, view: ViewSnapshot) -> String {
        var css = "box-sizing:border-box;font-family:\(font.family);font-size:\(CSS.px(font.size));"
            + "font-weight:\(font.weight.rawValue);line-height:\(CSS.px(lineHeight));overflow-wrap:break-word"
        if let color = view.textColor { css += ";color:\(CSS.color(color))" }
        if view.textAlignment != .left { css += ";text-align:\(view.textAlignment.rawValue)" }
        return css
    }
}
