import Foundation

extension SiteScreenLibrary {
    /// How many libraries `prune` keeps: the newest, and two older ones that a
    /// second server (or a build started before the last edit) may still use.
    static let keptLibraries = 3

    /// Removes from the cache folder what mfs wrote there for all but the newest
    /// `keptLibraries` keys (by the newest modification time among a key's
    /// entries): the library `libSiteScreens-KEY.so`, its probe mark
    /// `libSiteScreens-KEY.so.probed` and work folders `KEY-…` or `KEY` (of
    /// older mfs versions) holding only work files. Nothing else there is
    /// touched: `ModuleCache/`, a file or folder mfs did not name so. A library
    /// a running process has loaded stays mapped in it (Linux keeps a deleted
    /// file's pages). Errors are ignored: the next prune tries again.
    func prune() {
        let files = FileManager.default
        let names = (try? files.contentsOfDirectory(atPath: cacheFolder)) ?? []
        var entries: [String: [(name: String, modified: Date)]] = [:]
        for name in names {
            guard let key = prunableKey(name),
                  let modified = (try? files.attributesOfItem(atPath: cacheFolder + "/" + name))?[.modificationDate] as? Date else { continue }
            entries[key, default: []].append((name, modified))
        }
        let newestFirst = entries.sorted { ($0.value.map(\.modified).max()!, $0.key) > ($1.value.map(\.modified).max()!, $1.key) }
        for (_, stale) in newestFirst.dropFirst(Self.keptLibraries) {
            for entry in stale { try? files.removeItem(atPath: cacheFolder + "/" + entry.name) }
        }
    }

    /// The key of a cache folder entry mfs names (a library, its probe mark, a
    /// work folder of work files only); `nil` for any other name.
    func prunableKey(_ name: String) -> String? {
        let library = /libSiteScreens-([0-9a-f]{1,16})\.so(\.probed)?/, work = /([0-9a-f]{1,16})(-[0-9A-F-]{36})?/
        if let match = name.wholeMatch(of: library) { return String(match.1) }
        let workFiles: Set = [Self.workFiles.entry, Self.workFiles.object, Self.workFiles.library]
        guard let match = name.wholeMatch(of: work), let contents = try? FileManager.default.contentsOfDirectory(atPath: cacheFolder + "/" + name),
              !contents.isEmpty, Set(contents).isSubset(of: workFiles) else { return nil }
        return String(match.1)
    }
}
