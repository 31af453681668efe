@testable import MFS
import MFSCheck

/// The engine of the fixture pages: the screen `demo`, written out by hand at
/// the sizes the fixtures draw it (200x120 in `good` and `hidden`, 100x50 and
/// 50x100 for the rotation demo, 200x100 and 300x100 in `broken`, 120x60
/// collapsed and expanded in `toggle`, 100x60 scrolled in `window`).
enum DemoEngine {
    static let engine: SiteChecker.Engine = { screen, request in
        if screen == "demo", request.size == Size(width: 120, height: 60), let state = request.state {
            guard let views = toggled[state] else { throw ScreenError.unknownScreen(screen, known: ["demo"]) }
            return ScreenSnapshot(screen: "demo", size: Size(width: 120, height: state == "expanded" ? 80 : 60), views: views)
        }
        if screen == "demo", request.size == Size(width: 100, height: 60), request.state == "window" { return window }
        guard screen == "demo", request.language == .en, request.model.isEmpty, request.state == nil,
              let views = views[request.size] else {
            throw ScreenError.unknownScreen(screen, known: ["demo"])
        }
        let cells = request.size == Size(width: 200, height: 120) ? [
            CellSnapshot(cellType: "FriendCell", row: 0, y: 60, height: 60, views: [
                view("nameLbl", Rect(x: 8, y: 20, width: 184, height: 20), .sizes, text: "Ada & «Grace»", lines: 1),
            ]),
        ] : []
        return ScreenSnapshot(screen: "demo", size: request.size, views: views, cells: cells)
    }

    static let views: [Size: [ViewSnapshot]] = [
        Size(width: 200, height: 120): [
            view("box", Rect(x: 10.5, y: 8.25, width: 50, height: 20), .static),
            view("title", Rect(x: 70, y: 4, width: 60, height: 44), .frames, text: "Hello there", lines: 2),
            view("bodyLbl", Rect(x: 135, y: 4, width: 60, height: 40), .frames, text: "one two three four five six", lines: 2),
            view("badge", Rect(x: 500, y: 0, width: 10, height: 10), .none, text: "Hidden views have no box", lines: 1, hidden: true),
        ],
        Size(width: 100, height: 50): [view("box", Rect(x: 10, y: 5, width: 50, height: 20), .static)],
        Size(width: 50, height: 100): [
            view("box", Rect(x: 5, y: 10, width: 40, height: 30), .static),
            view("tallOnly", Rect(x: 0, y: 60, width: 10, height: 10), .static),
        ],
        Size(width: 200, height: 100): [
            view("shifted", Rect(x: 10, y: 8, width: 50, height: 20), .static),
            view("outside", Rect(x: 180, y: 8, width: 50, height: 20), .frames),
            view("wrapped", Rect(x: 10, y: 40, width: 60, height: 20), .none, text: "Hello there", lines: 1),
            view("wide", Rect(x: 100, y: 40, width: 40, height: 20), .none, text: "", lines: 0),
        ],
        Size(width: 300, height: 100): [view("percent", Rect(x: 10, y: 0, width: 50, height: 20), .static)],
    ]

    /// A table's window scrolled to 125 pt: row 3 (content y 100) cut by the top edge,
    /// row 4 whole, and a spinner at the bottom.
    static let window = ScreenSnapshot(screen: "demo", size: Size(width: 100, height: 60),
                                       views: [view("spinner", Rect(x: 40, y: 57, width: 20, height: 3), .none)], cells: [
        CellSnapshot(cellType: "FriendCell", row: 3, y: -25, height: 40,
                     views: [view("nameLbl", Rect(x: 8, y: 10, width: 84, height: 20), .sizes, text: "Ada", lines: 1)]),
        CellSnapshot(cellType: "FriendCell", row: 4, y: 15, height: 40,
                     views: [view("nameLbl", Rect(x: 8, y: 10, width: 84, height: 20), .sizes, text: "Grace", lines: 1)]),
    ])

    /// A post whose text grows when expanded, and a view below it that moves down by as much.
    static let toggled: [String: [ViewSnapshot]] = [
        "collapsed": [view("post", Rect(x: 10, y: 10, width: 100, height: 20), .frames, text: "Hi", lines: 1),
                      view("below", Rect(x: 10, y: 35, width: 100, height: 20), .sizes)],
        "expanded": [view("post", Rect(x: 10, y: 10, width: 100, height: 40), .frames, text: "Hi", lines: 1),
                     view("below", Rect(x: 10, y: 55, width: 100, height: 20), .sizes)],
    ]

    static func view(_ name: String, _ frame: Rect, _ cache: FrameSource, text: String? = nil, lines: Int? = nil,
                     hidden: Bool = false) -> ViewSnapshot {
        ViewSnapshot(name: name, kind: text == nil ? .view : .label, frame: frame, isHidden: hidden, cache: cache, text: text,
                     lines: lines, backgroundColor: nil, gradient: nil, cornerRadius: 0, clipsToBounds: false, borderWidth: 0,
                     borderColor: nil, font: text == nil ? nil : Font(size: 16), lineHeight: text == nil ? nil : 20,
                     numberOfLines: 0, textColor: nil, textAlignment: .left, imageName: nil, accessibilityLabel: nil, depth: 0)
    }
}
