import Foundation
import MFS

/// The JSON of `mfs screen --format json` (DESIGN.md): frames relative to the
/// screen; a cell's views relative to the table's content, with their cell and row.
public enum SnapshotJSON {
    struct Document: Encodable {
        var screen: String
        var sizes: [SizeEntry]
    }

    struct SizeEntry: Encodable {
        var width: Double
        var height: Double
        var views: [ViewEntry]
    }

    struct ViewEntry: Encodable {
        var name: String
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var hidden: Bool
        var cache: String
        var text: String?
        var lines: Int?
        var cell: String?
        var row: Int?
    }

    /// The document for `snapshots` of the screen `name`, as UTF-8 JSON text.
    public static func encode(name: String, _ snapshots: [ScreenSnapshot]) -> String {
        let document = Document(screen: name, sizes: snapshots.map { snapshot in
            let views = snapshot.views.map { entry($0, dy: 0, cell: nil) }
                + snapshot.cells.flatMap { cell in cell.views.map { entry($0, dy: cell.y, cell: cell) } }
            return SizeEntry(width: snapshot.size.width, height: snapshot.size.height, views: views)
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    private static func entry(_ view: ViewSnapshot, dy: Double, cell: CellSnapshot?) -> ViewEntry {
        ViewEntry(name: view.name, x: view.frame.origin.x, y: view.frame.origin.y + dy,
                  width: view.frame.width, height: view.frame.height, hidden: view.isHidden,
                  cache: view.cache.rawValue, text: view.text, lines: view.lines, cell: cell?.cellType, row: cell?.row)
    }
}
