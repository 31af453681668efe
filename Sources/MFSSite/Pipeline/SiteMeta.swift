import MFSScreens

/// What every page says of the site around it: its title, absolute URLs from
/// the base URL (canonical, OpenGraph), and where its source can be edited. Pure.
struct SiteMeta: Sendable {
    let config: SiteConfig
    /// The absolute URL the site is served from, ending in `/`.
    let baseURL: String

    /// The OpenGraph and Twitter image of every page.
    static let imagePath = "assets/og-image.png"

    /// The absolute URL of a folder or file of the site.
    func absoluteURL(_ path: String) -> String {
        baseURL + path
    }

    /// The web address that opens the source of the page `key` (`ru/cells.md`)
    /// for editing, or `nil` without a repository. `prefix` is the content
    /// folder's path in the repository (`Content/`).
    func editURL(key: String, prefix: String) -> String? {
        config.repository.map { "\($0)/edit/\(config.branch)/\(prefix)\(key)" }
    }
}
