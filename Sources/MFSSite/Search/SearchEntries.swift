/// The index entries of the pages indexed so far (`SearchIndex.entry`), by
/// page: an `IncrementalSiteBuilder` keeps them across builds, and indexes
/// again only the pages it parsed again (a page that did not change is the
/// same `Page` object). A value: its owner changes it between parallel phases.
struct SearchEntries: Sendable {
    /// Each entry with its page, kept alive so that its identifier is not reused.
    private var entries: [ObjectIdentifier: (page: Page, entry: String)] = [:]

    /// The entry kept for `page`, if any.
    func entry(of page: Page) -> String? {
        entries[ObjectIdentifier(page)]?.entry
    }

    /// Keeps `entry` as the entry of `page`.
    mutating func store(_ entry: String, of page: Page) {
        entries[ObjectIdentifier(page)] = (page, entry)
    }

    /// Forgets the entries of every page but `pages`.
    mutating func keep(only pages: [Page]) {
        let current = Set(pages.map(ObjectIdentifier.init))
        entries = entries.filter { current.contains($0.key) }
    }
}
