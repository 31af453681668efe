import Foundation
import MFS

/// Compares what the browser draws of a figure with the engine's own snapshot
/// of the request the figure names (what `mfs screen --format json` prints for
/// that screen, size, model, state and language): the figure is drawn; the canvas size; the same
/// views with the same `data-cache`; hidden exactly where the engine hides
/// them, and then no Tab stop; every visible frame within 0.02 px, relative to
/// the screen; the text and `data-lines` of every text view and the lines it
/// shows. Immutable and thread-safe.
struct EngineComparison: Sendable {
    static let epsilon = 0.02
    let engine: SiteChecker.Engine

    /// Adds the problems of `figure` on `page`, and what was compared, to `report`.
    func compare(_ figure: DrawnFigure, page: String, into report: inout SiteReport) {
        func note(_ view: String?, _ message: String) {
            report.problems.append(SiteProblem(page: page, screen: figure.screen, size: figure.size.isEmpty ? nil : figure.size,
                                               view: view, message: message))
        }
        let snapshot: ScreenSnapshot
        do {
            snapshot = try engine(figure.screen, try Self.request(of: figure))
        } catch {
            note(nil, "cannot be compared with the engine: \(error)")
            return
        }
        guard figure.shown else {
            note(nil, "is not drawn when the page loads (its canvas or an ancestor has display none or is invisible)")
            return
        }
        report.figures += 1
        if !Self.equal(figure.width, snapshot.size.width) || !Self.equal(figure.height, snapshot.size.height) {
            note(nil, "canvas is \(Self.number(figure.width)) x \(Self.number(figure.height)) in the browser, "
                + "\(snapshot.size.width.compactDescription) x \(snapshot.size.height.compactDescription) in the engine")
        }
        var unmatched: [String: ArraySlice<Int>] = [:]
        for (index, view) in figure.views.enumerated() { unmatched[view.path, default: []].append(index) }
        for (path, view, frame) in Self.expected(snapshot) {
            guard let index = unmatched[path]?.popFirst() else {
                note(path, "is in the engine's snapshot, not in the page")
                continue
            }
            let shown = figure.views[index]
            report.views += 1
            if view.isHidden { report.hiddenViews += 1 }
            if view.lines != nil && !view.isHidden && !shown.hidden { report.texts += 1 }
            for message in Self.differences(shown, view, frame: frame) { note(path, message) }
        }
        // A rotation demo keeps the views of the other orientation in the page, hidden.
        for index in unmatched.values.joined().sorted() where !(figure.rotation && figure.views[index].hidden) {
            note(figure.views[index].path, "is in the page, not in the engine's snapshot")
        }
    }

    /// The request a figure's data attributes name.
    static func request(of figure: DrawnFigure) throws -> ScreenRequest {
        guard !figure.size.isEmpty else { throw CheckFailure("it has no data-size") }
        let size = try ScreenSizes.parse(figure.size)
        guard let language = figure.language.flatMap(Language.init(rawValue:)) else {
            throw CheckFailure("data-language '\(figure.language ?? "")' is not one of ru, es, en")
        }
        var model: [String: ModelValue] = [:]
        if let json = figure.model {
            guard let decoded = try? JSONDecoder().decode([String: ModelValue].self, from: Data(json.utf8)) else {
                throw CheckFailure("data-model is not a JSON object of view-model values: \(json)")
            }
            model = decoded
        }
        return ScreenRequest(size: size, model: model, state: figure.state, language: language)
    }

    /// Every view of `snapshot` in page order: its path (`name`, or
    /// `CellClass[row].name`) and its frame relative to the screen.
    static func expected(_ snapshot: ScreenSnapshot) -> [(path: String, view: ViewSnapshot, frame: Rect)] {
        snapshot.views.map { ($0.name, $0, $0.frame) } + snapshot.cells.flatMap { cell in
            cell.views.map { ("\(cell.cellType)[\(cell.row)].\($0.name)", $0, $0.frame.offsetBy(dx: 0, dy: cell.y)) }
        }
    }

    /// What differs between the view `shown` in the browser and the engine's `view` at `frame`.
    static func differences(_ shown: DrawnView, _ view: ViewSnapshot, frame: Rect) -> [String] {
        var messages = attributeDifferences(shown, view)
        let drawing = "display \(shown.display), visibility \(shown.visibility)"
        if view.isHidden {
            if !shown.hidden { messages.append("is hidden in the engine, drawn in the browser (\(drawing))") }
            if shown.tabStop { messages.append("is hidden in the engine, but a Tab stop") }
            return messages
        }
        if shown.hidden { return messages + ["is shown in the engine, hidden in the browser (\(drawing))"] }
        let sides = [("x", shown.x, frame.origin.x), ("y", shown.y, frame.origin.y),
                     ("width", shown.width, frame.width), ("height", shown.height, frame.height)]
        for (side, browser, engine) in sides where !equal(browser, engine) {
            messages.append("\(side) is \(number(browser)) in the browser, \(engine.compactDescription) in the engine")
        }
        if let lines = view.lines, shown.text != nil, shown.lines != lines {
            messages.append("shows \(number(shown.lines.map(Double.init))) lines, the engine laid out \(lines)")
        }
        return messages
    }

    /// What the page says of `shown` that differs from the engine's `view`: its
    /// cache kind, whether it is a text, its text and its `data-lines`.
    static func attributeDifferences(_ shown: DrawnView, _ view: ViewSnapshot) -> [String] {
        var messages: [String] = []
        if shown.cache != view.cache.rawValue {
            messages.append("data-cache is \(shown.cache), the engine's frame came from \(view.cache.rawValue)")
        }
        switch (view.lines, shown.text) {
        case (nil, nil):
            break
        case let (lines?, nil):
            messages.append("has text in the engine (\(lines) lines), but is no .mfs-text in the page")
        case (nil, _?):
            messages.append("is an .mfs-text in the page, but has no text in the engine")
        case let (lines?, text?):
            if text != view.text { messages.append("shows the text \"\(text)\", the engine's is \"\(view.text ?? "")\"") }
            if shown.dataLines != lines {
                messages.append("data-lines is \(number(shown.dataLines.map(Double.init))), the engine laid out \(lines)")
            }
        }
        return messages
    }

    private static func equal(_ browser: Double?, _ engine: Double) -> Bool {
        browser.map { abs($0 - engine) <= epsilon } ?? false
    }

    /// A measured value to 3 decimals, or `?` when the browser gave none.
    private static func number(_ value: Double?) -> String {
        value.map { ($0 * 1000).rounded() / 1000 }.map(\.compactDescription) ?? "?"
    }
}
