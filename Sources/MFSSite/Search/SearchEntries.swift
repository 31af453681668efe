import Synchronization

/// The index entries of the pages indexed so far (`SearchIndex.entry`), by
/// page: an `IncrementalSiteBuilder` keeps them across builds, and indexes
/// again only the pages it parsed again (a page that did not change is the
/// same `Page` object). Thread-safe.
final class SearchEntries: Sendable {
    /// Each entry with its page, kept alive so that its identifier is not reused.
    private let entries = Mutex<[ObjectIdentifier: (page: Page, entry: String)]>([:])

    init() {}

    /// The entry of `page`: the one kept, or `make()`'s, which is kept.
    func entry(of page: Page, _ make: () -> String) -> String {
        if let kept = entries.withLock({ $0[ObjectIdentifier(page)] }) { return kept.entry }
        let entry = make()
        entries.withLock { $0[ObjectIdentifier(page)] = (page, entry) }
        return entry
    }

    /// Forgets the entries of every page but `pages`.
    func keep(only pages: [Page]) {
        let current = Set(pages.map(ObjectIdentifier.init))
        entries.withLock { $0 = $0.filter { current.contains($0.key) } }
    }
}
