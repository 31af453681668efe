@testable import MFS
import MFSCheck
import MFSScreens

/// The engine of the fixture pages: the screen `demo`, written out by hand at
/// the sizes the fixtures draw it (200x120, and 100x50 / 50x100 for the rotation).
enum DemoEngine {
    static let engine: SiteChecker.Engine = { screen, request in
        guard screen == "demo", request.language == .en, request.model.isEmpty, request.state == nil else {
            throw ScreenError.unknownScreen(screen, known: ["demo"])
        }
        switch request.size {
        case Size(width: 200, height: 120):
            return ScreenSnapshot(screen: "demo", size: request.size, views: [
                view("box", Rect(x: 10.5, y: 8.25, width: 50, height: 20)),
                view("title", Rect(x: 70, y: 4, width: 60, height: 44), text: "Hello there", lines: 2),
                view("bodyLbl", Rect(x: 135, y: 4, width: 60, height: 40), text: "one two three four five six", lines: 2),
                view("badge", Rect(x: 500, y: 0, width: 10, height: 10), text: "Hidden views have no box", lines: 1, hidden: true),
            ], cells: [
                CellSnapshot(cellType: "FriendCell", row: 0, y: 60, height: 60, views: [
                    view("nameLbl", Rect(x: 8, y: 20, width: 184, height: 20), text: "Ada & «Grace»", lines: 1),
                ]),
            ])
        case Size(width: 100, height: 50):
            return ScreenSnapshot(screen: "demo", size: request.size, views: [view("box", Rect(x: 10, y: 5, width: 50, height: 20))])
        case Size(width: 50, height: 100):
            return ScreenSnapshot(screen: "demo", size: request.size, views: [
                view("box", Rect(x: 5, y: 10, width: 40, height: 30)),
                view("tallOnly", Rect(x: 0, y: 60, width: 10, height: 10)),
            ])
        default:
            throw ScreenError.invalidSize("\(request.size)")
        }
    }

    static func view(_ name: String, _ frame: Rect, text: String? = nil, lines: Int? = nil, hidden: Bool = false) -> ViewSnapshot {
        ViewSnapshot(name: name, kind: text == nil ? .view : .label, frame: frame, isHidden: hidden, cache: .none, text: text,
                     lines: lines, backgroundColor: nil, gradient: nil, cornerRadius: 0, clipsToBounds: false, borderWidth: 0,
                     borderColor: nil, font: text == nil ? nil : Font(size: 16), lineHeight: text == nil ? nil : 20,
                     numberOfLines: 0, textColor: nil, textAlignment: .left, imageName: nil, accessibilityLabel: nil, depth: 0)
    }
}
