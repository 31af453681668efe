import UIKit
import MFS

/// The cell scenarios (a cell's call orders and its guards), run on
/// wall-post cells in a real table.
extension TraceScenario {
    static let cellScenarios: [TraceScenario] = [
        TraceScenario(name: "cell-first-build",
                      summary: "the designated initializer builds the cell while its view model is still nil",
                      captions: [
                          "ru": "Первая сборка ячейки в назначенном инициализаторе, пока view model ещё nil",
                          "es": "La celda se construye en el inicializador designado, con el modelo de vista aún en nil",
                          "de": "Erster Aufbau der Zelle im designierten Initialisierer, solange das View-Model noch nil ist",
                      ]) { _ in
            WallPostCell(style: .default, reuseIdentifier: "WallPostCell").trace.events
        },
        TraceScenario(name: "cell-reuse",
                      summary: "a cell that scrolled away is dequeued for another post: setter, then layoutSubviews",
                      captions: [
                          "ru": "Переиспользование: ячейку, ушедшую за экран, отдают другой записи — сеттер, затем layoutSubviews",
                          "es": "Reutilización: la celda que salió de la pantalla recibe otra publicación — el setter y después layoutSubviews",
                          "de": "Wiederverwendung: die aus dem Bildschirm gerollte Zelle bekommt einen anderen Beitrag — Setter, dann layoutSubviews",
                      ]) { language in
            let (table, source) = feedTable(language, height: 300)
            let cell = table.cellForRow(at: IndexPath(row: 0))
            cell?.trace.clear()
            table.contentOffset = CGPoint(x: 0, y: table.rectForRow(at: IndexPath(row: 1)).minY)
            return withExtendedLifetime(source) { cell?.trace.events ?? [] }
        },
        TraceScenario(name: "cell-rotation",
                      summary: "the table turns to landscape: layoutSubviews resizes; an idle call is skipped",
                      captions: [
                          "ru": "Таблица повернулась: layoutSubviews пересчитывает фреймы, повторный вызов пропущен",
                          "es": "La tabla gira: layoutSubviews recalcula los marcos; la llamada repetida se omite",
                          "de": "Die Tabelle dreht sich: layoutSubviews berechnet die Frames neu, der wiederholte Aufruf entfällt",
                      ]) { language in
            let (table, source) = feedTable(language, height: 568)
            let cell = table.cellForRow(at: IndexPath(row: 0))
            cell?.trace.clear()
            table.frame.size = CGSize(width: 568, height: 320)
            table.layoutIfNeeded()
            cell?.setNeedsLayout()
            cell?.layoutIfNeeded()
            return withExtendedLifetime(source) { cell?.trace.events ?? [] }
        },
    ]

    /// A table of two posts in portrait, 320 wide and `height` tall, laid out
    /// at the top, and its data source (the table holds it weakly).
    private static func feedTable(_ language: Language, height: CGFloat) -> (UITableView, CellsTableSource) {
        let first = WallPostViewModel.mockUp(language)
        let second = WallPostViewModel(id: "p2", ownerName: first.ownerName, postDate: first.postDate,
                                       text: first.text, photoCount: 1, language: language)
        let source = CellsTableSource([[first, second]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        table.dataSource = source
        table.delegate = source
        table.reloadData()
        return (table, source)
    }
}
