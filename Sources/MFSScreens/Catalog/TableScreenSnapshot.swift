import UIKit
import MFS

/// How a table screen is drawn for the site: every row at the request's width,
/// through a real `UITableView` (heights, reuse queue, cells' life cycle); the
/// canvas is as tall as the rows.
///
/// `frameSources` tags each subview, by name, with the cache its frame comes
/// from: the colours of the pattern's post diagram that the inspector shows
/// (engine-specific, so kept out of the cells' code; each screen names its
/// cells' views). Green: the class's `subviewStaticFrames`; blue: the view
/// model's `subviewFrames`; red: its `subviewSizes`; a view not named has none.
enum TableScreenSnapshot {
    static func render(_ screen: String, _ request: ScreenRequest, _ cellsViewModel: [[any CellViewModel]],
                       frameSources: [String: FrameSource]) -> ScreenSnapshot {
        let (table, source) = table(request, cellsViewModel)
        return withExtendedLifetime(source) { snapshot(screen, table, frameSources: frameSources) }
    }

    /// A table of the request's size showing `cellsViewModel`, loaded, and its data
    /// source and delegate (the table holds it weakly: keep it while using the table).
    static func table(_ request: ScreenRequest, _ cellsViewModel: [[any CellViewModel]]) -> (UITableView, CellsTableSource) {
        let source = CellsTableSource(cellsViewModel)
        let table = UITableView(frame: CGRect(origin: .zero, size: request.size), style: .plain)
        table.dataSource = source
        table.delegate = source
        table.reloadData()
        return (table, source)
    }

    /// The snapshot of `table` as it is: all its rows, canvas width × the rows' height,
    /// and below them the footer while it shows something (the paging spinner).
    static func snapshot(_ screen: String, _ table: UITableView, frameSources: [String: FrameSource]) -> ScreenSnapshot {
        let footer = footerViews(table, frameSources: frameSources)
        let height = table.rowsHeight + (footer.isEmpty ? 0 : table.tableFooterView?.frame.height ?? 0)
        return ScreenSnapshot(screen: screen, size: CGSize(width: table.frame.width, height: height),
                              backgroundColor: .white, views: footer, cells: table.snapshotRows(frameSources: frameSources))
    }

    /// The snapshot of `table` as the screen shows it, scrolled to its `contentOffset`:
    /// the canvas is the table's frame; the rows inside that window are drawn at their
    /// content position less the offset (a row cut by the window's edge reaches outside
    /// the canvas, which clips it); the rows outside are left out. The footer's views
    /// (the spinner) are drawn where they lie wholly inside the window.
    static func window(_ screen: String, _ table: UITableView, frameSources: [String: FrameSource]) -> ScreenSnapshot {
        let offset = table.contentOffset.y, height = table.frame.height
        let cells = table.snapshotRows(frameSources: frameSources).filter { $0.y + $0.height > offset && $0.y < offset + height }
        return ScreenSnapshot(screen: screen, size: CGSize(width: table.frame.width, height: height), backgroundColor: .white,
                              views: footerViews(table, frameSources: frameSources).map { moved($0, dx: 0, dy: -offset) }
                                  .filter { $0.frame.minY >= 0 && $0.frame.maxY <= height },
                              cells: cells.map { cell in
                                  var cell = cell
                                  cell.y -= offset
                                  return cell
                              })
    }

    /// The footer's views in the table's coordinates, while one of them shows; none otherwise.
    static func footerViews(_ table: UITableView, frameSources: [String: FrameSource]) -> [ViewSnapshot] {
        guard let footer = table.tableFooterView else { return [] }
        let views = footer.snapshotSubviews(frameSources: frameSources)
        guard views.contains(where: { !$0.isHidden }) else { return [] }
        return views.map { moved($0, dx: footer.frame.minX, dy: footer.frame.minY) }
    }

    /// `view` with its frame moved by (`dx`, `dy`).
    private static func moved(_ view: ViewSnapshot, dx: Double, dy: Double) -> ViewSnapshot {
        var view = view
        view.frame = view.frame.offsetBy(dx: dx, dy: dy)
        return view
    }
}
