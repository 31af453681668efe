import Foundation
import MFS

/// Draws the CSS-only rotation demo: one canvas whose views carry both their
/// portrait and their landscape frame as custom properties (`--px --py --pw --ph`,
/// `--lx --ly --lw --lh`, text padding `--pt`/`--lt`, visibility `--pv`/`--lv`).
/// A checkbox (keyboard-operable, no script) switches the stylesheet from the
/// first set to the second, with the pattern's 0.3 s ease-out transition.
///
/// Outside the "HTML of a screen" contract: the views' boxes move by design.
struct RotationHTML: Sendable {
    let screens: ScreenHTML

    /// The demo of `portrait` and `landscape` (the same screen at two sizes),
    /// computed from `requests` (portrait's, then landscape's; the site checker
    /// reads them back from `data-sizes` and the request attributes);
    /// `id` MUST be unique in the page (it ties the label to the checkbox).
    func demo(portrait: ScreenSnapshot, landscape: ScreenSnapshot, requests: [ScreenRequest], id: String, label: String) -> String {
        let strings = screens.strings
        var html = "<div class=\"mfs-embed\">\n"
        html += "<div class=\"mfs-rotation\" role=\"group\" aria-label=\"\(HTML.escape(label))\" data-screen=\"\(HTML.escape(portrait.screen))\""
            + " data-sizes=\"\(requests.map(\.size.description).joined(separator: " "))\""
            + "\(requests.first.map(screens.requestAttributes) ?? "")>\n"
        html += "<input type=\"checkbox\" class=\"mfs-rotation-toggle\" id=\"\(HTML.escape(id))\">\n"
        html += "<label for=\"\(HTML.escape(id))\"><span class=\"mfs-switch\"></span>\(HTML.escape(strings.rotate)): "
            + "<span class=\"mfs-rotation-from\">\(screens.caption(portrait.size, orientation: portrait.size))</span> ↔ "
            + "<span class=\"mfs-rotation-to\">\(screens.caption(landscape.size, orientation: landscape.size))</span></label>\n"
        // The stage is the demo's one Tab stop, as a figure is a gallery's.
        html += "<div class=\"mfs-rotation-stage\" tabindex=\"0\" role=\"group\" aria-label=\"\(HTML.escape(label))\">\n"
        html += "<div class=\"mfs-canvas\" style=\"\(Self.sizeVariables(portrait.size, landscape.size))"
            + "\(screens.canvasBackground(portrait))\">\n"
        html += pairs(portrait, landscape)
        html += "</div>\n</div>\n</div>\n" + screens.legend([portrait, landscape], id: id)
        return html + "</div>\n"
    }

    /// The views and rows of `first` and `second` (one screen in two states), each
    /// carrying both frames.
    func pairs(_ first: ScreenSnapshot, _ second: ScreenSnapshot) -> String {
        var html = ""
        for (view, other) in Self.pairs(first.views, second.views) { html += self.view(view, other) }
        for (cell, other) in Self.pairs(first.cells, second.cells, key: { "\($0.cellType)/\($0.row)" }) {
            html += self.cell(cell, other, portraitWidth: first.size.width, landscapeWidth: second.size.width)
        }
        return html
    }

    /// Each item of `first` with its match in `second` (the same key, the same
    /// occurrence of it), then the items of `second` nothing matched.
    static func pairs<T>(_ first: [T], _ second: [T], key: (T) -> String) -> [(T?, T?)] {
        var available: [String: ArraySlice<T>] = [:]
        for item in second { available[key(item), default: []].append(item) }
        var result: [(T?, T?)] = []
        var matched: [String: Int] = [:]
        for item in first {
            let match = available[key(item)]?.popFirst()
            if match != nil { matched[key(item), default: 0] += 1 }
            result.append((Optional(item), match))
        }
        var seen: [String: Int] = [:]
        for item in second {
            let occurrence = seen[key(item), default: 0]
            seen[key(item)] = occurrence + 1
            if occurrence >= matched[key(item), default: 0] { result.append((nil, Optional(item))) }
        }
        return result
    }

    static func pairs(_ first: [ViewSnapshot], _ second: [ViewSnapshot]) -> [(ViewSnapshot?, ViewSnapshot?)] {
        pairs(first, second, key: \.name)
    }

    private func view(_ portrait: ViewSnapshot?, _ landscape: ViewSnapshot?) -> String {
        guard let shown = portrait ?? landscape else { return "" }
        let frames = (portrait?.frame ?? landscape?.frame ?? .zero, landscape?.frame ?? portrait?.frame ?? .zero)
        var style = Self.frameVariables(frames.0, frames.1)
        if ScreenHTML.isText(shown) {
            let top = portrait.flatMap { screens.textPadding($0, frame: $0.frame) } ?? 0
            let bottom = landscape.flatMap { screens.textPadding($0, frame: $0.frame) } ?? 0
            style += ";--pt:\(CSS.px(top));--lt:\(CSS.px(bottom))"
        }
        style += Self.visibilityVariables(portrait.map { !$0.isHidden } ?? false, landscape.map { !$0.isHidden } ?? false)
        var view = shown
        view.isHidden = (portrait?.isHidden ?? true) && (landscape?.isHidden ?? true)
        return screens.element(view, style: style + Self.appearance(view, portrait, landscape, screens),
                               inspect: screens.inspection(shown, frames: [frames.0, frames.1]), linesOn: landscape?.lines)
    }

    /// The view's appearance; a line limit that differs between the two states (a
    /// post's text, clamped collapsed, whole expanded) is `--pc`/`--lc` (`none`: no limit).
    private static func appearance(_ view: ViewSnapshot, _ first: ViewSnapshot?, _ second: ViewSnapshot?,
                                   _ screens: ScreenHTML) -> String {
        guard let first, let second, first.numberOfLines != second.numberOfLines, !view.isHidden,
              let clamped = [first, second].first(where: { $0.numberOfLines > 0 }) else { return screens.appearance(view) }
        var shown = view
        shown.numberOfLines = clamped.numberOfLines
        let limit = { (view: ViewSnapshot) in view.numberOfLines > 0 ? String(view.numberOfLines) : "none" }
        return screens.appearance(shown).replacingOccurrences(of: "-webkit-line-clamp:\(clamped.numberOfLines)",
                                                               with: "-webkit-line-clamp:var(--clamp)")
            + ";--pc:\(limit(first));--lc:\(limit(second))"
    }

    private func cell(_ portrait: CellSnapshot?, _ landscape: CellSnapshot?,
                      portraitWidth: Double, landscapeWidth: Double) -> String {
        guard let shown = portrait ?? landscape else { return "" }
        let frame = { (cell: CellSnapshot, width: Double) in Rect(x: 0, y: cell.y, width: width, height: cell.height) }
        let first = portrait.map { frame($0, portraitWidth) }, second = landscape.map { frame($0, landscapeWidth) }
        let style = Self.frameVariables(first ?? second ?? .zero, second ?? first ?? .zero)
            + Self.visibilityVariables(portrait != nil, landscape != nil)
        var html = "<div class=\"mfs-cell\" data-cell=\"\(HTML.escape(shown.cellType))\" data-row=\"\(shown.row)\" style=\"\(style)\">\n"
        for (view, other) in Self.pairs(portrait?.views ?? [], landscape?.views ?? []) { html += self.view(view, other) }
        return html + "</div>\n"
    }

    static func sizeVariables(_ portrait: Size, _ landscape: Size) -> String {
        "--pw:\(CSS.px(portrait.width));--ph:\(CSS.px(portrait.height));"
            + "--lw:\(CSS.px(landscape.width));--lh:\(CSS.px(landscape.height))"
    }

    static func frameVariables(_ portrait: Rect, _ landscape: Rect) -> String {
        "--px:\(CSS.px(portrait.origin.x));--py:\(CSS.px(portrait.origin.y));"
            + "--lx:\(CSS.px(landscape.origin.x));--ly:\(CSS.px(landscape.origin.y));"
            + sizeVariables(Size(width: portrait.width, height: portrait.height),
                            Size(width: landscape.width, height: landscape.height))
    }

    /// `--pv`/`--lv` for an item shown in only one orientation; nothing otherwise.
    static func visibilityVariables(_ inPortrait: Bool, _ inLandscape: Bool) -> String {
        inPortrait == inLandscape ? "" : ";--pv:\(inPortrait ? "visible" : "hidden");--lv:\(inLandscape ? "visible" : "hidden")"
    }
}

