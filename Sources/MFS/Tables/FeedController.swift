/// A paged feed over a table: when scrolling nears the bottom it loads the next
/// page of view models and computes their frames in the background, then
/// reloads the table on the main actor (MFS-SPEC, "Background pre-computation").
@MainActor
public final class FeedController {
    public let table: TableView
    /// Set while a page loads, so nearing the bottom again starts nothing.
    public private(set) var isLoading = false
    /// The footer's activity indicator: spins while a page loads.
    public private(set) var isFooterSpinning = false
    /// Pages appended so far.
    public private(set) var loadedPages = 0
    private let loadPage: @Sendable (Int) async -> [any CellViewModel]

    /// `loadPage(n)` returns the n-th page (from 0); it runs off the main actor.
    public init(table: TableView, loadPage: @escaping @Sendable (Int) async -> [any CellViewModel]) {
        self.table = table
        self.loadPage = loadPage
    }

    /// True when the rest of the content below `offset` is at most 1.1 table heights.
    public nonisolated static func nearsBottom(contentHeight: Double, offset: Double, tableHeight: Double) -> Bool {
        contentHeight - offset <= tableHeight * 1.1
    }

    /// `scrollViewDidScroll`: scrolls the table; near the bottom and not
    /// already loading, sets the flag, starts the spinner, reads the table size
    /// here, and returns the task that loads the next page, computes its frames
    /// in the background and then, back on the main actor, appends and reloads,
    /// clears the flag and stops the spinner. `nil` when nothing starts.
    @discardableResult
    public func didScroll(to offset: Double) -> Task<Void, Never>? {
        table.scroll(to: offset)
        guard !isLoading, Self.nearsBottom(contentHeight: table.contentHeight, offset: offset,
                                           tableHeight: table.size.height)
        else { return nil }
        isLoading = true
        isFooterSpinning = true
        let size = table.size, registry = table.registry, page = loadedPages, loadPage = loadPage
        return Task {
            let viewModels = await loadPage(page)
            await Precomputation.calculateCoordinates(viewModels, tableSize: size, registry: registry)
            table.appendRows(viewModels)
            loadedPages += 1
            isLoading = false
            isFooterSpinning = false
        }
    }
}
