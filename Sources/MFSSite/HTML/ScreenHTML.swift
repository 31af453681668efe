import Foundation
import MFS

/// Draws computed screens as HTML: each size a `figure.mfs-screen` whose views
/// are absolutely positioned divs carrying the engine's frames (DESIGN.md,
/// "HTML of a screen"). Every string is escaped; no script is needed.
///
/// Each view the engine shows is also a stop of the frame inspector, with its name, frame and
/// cache kind in `data-inspect` (shown by CSS on hover and focus, read by
/// screen readers from `aria-label`). A figure is one Tab stop; the arrow keys
/// move focus through its views (`assets/inspect.js`, optional). The inspector
/// never changes a view's box: it draws with outlines and a fixed pseudo-element.
public struct ScreenHTML: Sendable {
    let strings: SiteStrings

    /// Captions, labels and the legend in `language` (English by default), as
    /// the theme's strings file of that language has them.
    public init(language: Language = .en) {
        strings = SiteLanguage.shipped(language.rawValue).strings
    }

    /// Captions, labels and the legend in `strings`.
    init(strings: SiteStrings) {
        self.strings = strings
    }

    /// One size of a screen, computed from `request` (whose size is the one
    /// asked for; it differs from the canvas for a table): its canvas, then a
    /// caption naming `device` (when known), the size, the orientation asked
    /// for and `state`; a whole screen at a phone's size has the phone's chrome
    /// around its canvas (`ScreenHTML+Chrome`). The figure is the screen's one Tab stop, named by
    /// `label` and the caption; `choice` is its position in a gallery's device
    /// chooser. Its request attributes let the site checker run it again.
    ///
    /// With `expanded` (the same request in the `expanded` state), the figure is
    /// drawn in both states (`data-states="collapsed expanded"`): every view and
    /// row carries both frames, as a rotation demo's do, and the embed's toggle
    /// (`ScreenHTML+Toggle`) switches between them. With `precomputation`, the
    /// engine's record of the work the screen handed to the background is drawn
    /// between the canvas and the caption (`ScreenHTML+Precomputation`).
    public func figure(_ snapshot: ScreenSnapshot, request: ScreenRequest, label: String? = nil,
                       device: String? = nil, state: String? = nil, choice: Int? = nil,
                       expanded: ScreenSnapshot? = nil, precomputation: [PrecomputationWorker]? = nil) -> String {
        let width = snapshot.size.width.compactDescription, height = snapshot.size.height.compactDescription
        let canvasSize = expanded.map { "position:relative;" + RotationHTML.sizeVariables(snapshot.size, $0.size) }
            ?? "position:relative;width:\(CSS.px(snapshot.size.width));height:\(CSS.px(snapshot.size.height))"
        let canvasStyle = canvasSize + canvasBackground(snapshot)
        let caption = [device, caption(snapshot.size, orientation: request.size), state.map(HTML.escape)]
            .compactMap { $0 }.joined(separator: " · ")
        let chrome = Self.hasPhoneChrome(snapshot, size: request.size)
        var html = "<figure class=\"mfs-screen\"\(chrome ? " data-chrome=\"phone\"" : "") data-screen=\"\(HTML.escape(snapshot.screen))\" "
            + "data-width=\"\(width)\" data-height=\"\(height)\" data-size=\"\(request.size)\"\(requestAttributes(request))"
            + (choice.map { " data-choice=\"\($0)\"" } ?? "")
            + (expanded == nil ? "" : " data-states=\"collapsed expanded\"")
            + " tabindex=\"0\"" + (label.map { " aria-label=\"\(HTML.escape($0)): \(caption)\"" } ?? "") + ">\n"
        if chrome { html += "<div class=\"mfs-phone\">\n" + statusBar(request.size) }
        html += "<div class=\"mfs-canvas\" style=\"\(canvasStyle)\">\n"
        if let expanded {
            html += RotationHTML(screens: self).pairs(snapshot, expanded)
        } else {
            for view in snapshot.views { html += self.view(view) }
            for cell in snapshot.cells { html += self.cell(cell, width: snapshot.size.width) }
        }
        html += "</div>\n" + (chrome ? homeIndicator + "</div>\n" : "") + (precomputation.map(self.precomputation) ?? "")
        html += "<figcaption>\(caption)</figcaption>\n</figure>\n"
        return html
    }

    /// ` data-language="ru"`, then ` data-state=".."` and ` data-model="{..}"` (the
    /// overrides as JSON, keys sorted) when set: with the screen's name and size,
    /// the request the site checker runs through the engine again (`mfs check`).
    func requestAttributes(_ request: ScreenRequest) -> String {
        var html = " data-language=\"\(request.language.rawValue)\""
        if let state = request.state { html += " data-state=\"\(HTML.escape(state))\"" }
        if !request.model.isEmpty {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let json = (try? encoder.encode(request.model)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            html += " data-model=\"\(HTML.escape(json))\""
        }
        return html
    }

    /// `320 × 568 · portrait`, in the page's language; the orientation is that of `orientation`.
    func caption(_ size: Size, orientation: Size) -> String {
        "\(size.width.compactDescription) × \(size.height.compactDescription) · \(HTML.escape(strings.orientation(of: orientation)))"
    }

    /// `;background:...` for the canvas, or nothing.
    func canvasBackground(_ snapshot: ScreenSnapshot) -> String {
        if let gradient = snapshot.gradient { return ";background:\(CSS.gradient(gradient))" }
        if let color = snapshot.backgroundColor { return ";background:\(CSS.color(color))" }
        return ""
    }

    func cell(_ cell: CellSnapshot, width: Double) -> String {
        let style = "position:absolute;left:0;top:\(CSS.px(cell.y));width:\(CSS.px(width));height:\(CSS.px(cell.height))"
        var html = "<div class=\"mfs-cell\" data-cell=\"\(HTML.escape(cell.cellType))\" data-row=\"\(cell.row)\" style=\"\(style)\">\n"
        for view in cell.views { html += self.view(view) }
        return html + "</div>\n"
    }

    func view(_ view: ViewSnapshot) -> String {
        let frame = view.frame
        let geometry = "position:absolute;left:\(CSS.px(frame.origin.x));top:\(CSS.px(frame.origin.y));"
            + "width:\(CSS.px(frame.width));height:\(CSS.px(frame.height))"
        let padding = textPadding(view, frame: frame).map { ";padding-top:\(CSS.px($0))" } ?? ""
        return element(view, style: geometry + appearance(view) + padding, inspect: inspection(view, frames: [frame]))
    }

    /// The view's div with `style`: classes, data attributes, the inspector's
    /// text `inspect`, and the view's text. An image view names its image
    /// (`data-image`, drawn by the stylesheet from `assets/images/NAME.svg`
    /// inside the view's box) and its `data-content-mode`. A hidden view is `hidden` and no Tab
    /// stop, and `style` MUST NOT set its `display` (see `appearance`).
    /// `linesOn`: the lines of its text in a two-state drawing's second state, when they differ.
    func element(_ view: ViewSnapshot, style: String, inspect: String, linesOn: Int? = nil) -> String {
        var classes = "mfs-view"
        var attributes = " data-name=\"\(HTML.escape(view.name))\" data-cache=\"\(view.cache.rawValue)\""
        if Self.isText(view), let lines = view.lines {
            classes += " mfs-text"
            attributes += " data-lines=\"\(lines)\""
            if let linesOn, linesOn != lines { attributes += " data-lines-on=\"\(linesOn)\"" }
        }
        attributes += " data-inspect=\"\(HTML.escape(inspect))\""
        if view.kind == .image {
            let label = view.accessibilityLabel ?? view.imageName ?? view.name
            if let image = view.imageName { attributes += " data-image=\"\(HTML.escape(image))\"" }
            attributes += " data-content-mode=\"\(view.contentMode.rawValue)\""
            attributes += " role=\"img\" aria-label=\"\(HTML.escape(label + " — " + inspect))\""
        } else {
            attributes += " role=\"group\" aria-label=\"\(HTML.escape(inspect))\""
        }
        let content = Self.isText(view) ? HTML.escape(view.text ?? "") : ""
        return "<div class=\"\(classes)\"\(attributes)\(view.isHidden ? " hidden" : "") style=\"\(style)\">\(content)</div>\n"
    }

    /// What the inspector shows: `signInButton · (24, 408) 272 × 50 · no cache`;
    /// several frames (a rotation) are joined by `→`.
    func inspection(_ view: ViewSnapshot, frames: [Rect]) -> String {
        let frameText = frames.map { frame in
            "(\(frame.origin.x.compactDescription), \(frame.origin.y.compactDescription)) "
                + "\(frame.width.compactDescription) × \(frame.height.compactDescription)"
        }
        return "\(view.name) · \(frameText.joined(separator: " → ")) · " + (strings.cacheLabels[view.cache] ?? view.cache.rawValue)
    }

    /// Everything in a view's style but its frame: colours, corners, clipping, font;
    /// never a `display` for a hidden view, which would override its `hidden`.
    func appearance(_ view: ViewSnapshot) -> String {
        var style = ""
        if let gradient = view.gradient { style += ";background:\(CSS.gradient(gradient))" }
        else if let color = view.backgroundColor { style += ";background:\(CSS.color(color))" }
        if view.cornerRadius > 0 { style += ";border-radius:\(CSS.px(view.cornerRadius))" }
        if view.clipsToBounds { style += ";overflow:hidden" }
        if view.borderWidth > 0, let color = view.borderColor {
            style += ";box-shadow:inset 0 0 0 \(CSS.px(view.borderWidth)) \(CSS.color(color))"
        }
        if Self.isText(view), let font = view.font, let lineHeight = view.lineHeight {
            style += ";" + textCSS(font: font, lineHeight: lineHeight, view: view)
        }
        return style
    }

    /// The top padding that centres a text view's lines vertically in `frame`, or `nil`.
    func textPadding(_ view: ViewSnapshot, frame: Rect) -> Double? {
        guard Self.isText(view), let lines = view.lines, let lineHeight = view.lineHeight else { return nil }
        let textHeight = Double(lines) * lineHeight
        return frame.height > textHeight ? ((frame.height - textHeight) / 2).rounded(.down) : nil
    }

    /// The cache outlines' switch (a checkbox, no script: off by default, on it
    /// outlines every cached view in its cache's colour) and the legend of the
    /// cache kinds `snapshots` show, in the post diagram's colours. `id` MUST be
    /// unique in the page (it ties the label to the checkbox).
    func legend(_ snapshots: [ScreenSnapshot], id: String) -> String {
        var kinds = Set<FrameSource>()
        for snapshot in snapshots {
            for view in snapshot.views { kinds.insert(view.cache) }
            for cell in snapshot.cells { for view in cell.views { kinds.insert(view.cache) } }
        }
        let toggle = HTML.escape(id + "-outlines")
        var html = "<div class=\"mfs-outlines\">\n<input type=\"checkbox\" class=\"mfs-outlines-toggle\" id=\"\(toggle)\">\n"
            + "<label for=\"\(toggle)\"><span class=\"mfs-switch\"></span>\(HTML.escape(strings.outlines))</label>\n"
            + "<ul class=\"mfs-legend\">\n"
        for kind in FrameSource.allCases where kinds.contains(kind) {
            html += "<li data-cache=\"\(kind.rawValue)\">\(HTML.escape(strings.cacheLabels[kind] ?? kind.rawValue))</li>\n"
        }
        return html + "</ul>\n</div>\n"
    }

    /// A view drawn as text: it has text, a font, a line height and a line count.
    static func isText(_ view: ViewSnapshot) -> Bool {
        view.text != nil && view.lines != nil && view.font != nil && view.lineHeight != nil
    }

    private func textCSS(font: Font, lineHeight: Double, view: ViewSnapshot) -> String {
        var css = "box-sizing:border-box;font-family:\(font.family);font-size:\(CSS.px(font.size));"
            + "font-weight:\(font.weight.rawValue);line-height:\(CSS.px(lineHeight));overflow-wrap:break-word"
        if let color = view.textColor { css += ";color:\(CSS.color(color))" }
        if view.textAlignment != .left { css += ";text-align:\(view.textAlignment.rawValue)" }
        if view.numberOfLines > 0 && !view.isHidden {
            // UILabel.numberOfLines: the browser breaks lines as without the clamp and hides the rest.
            css += ";display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:\(view.numberOfLines)"
            if !view.clipsToBounds { css += ";overflow:hidden" }
        }
        return css
    }
}
