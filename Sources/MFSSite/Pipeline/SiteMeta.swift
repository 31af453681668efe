import Foundation
import MFS

/// What every page says of the site around it: its title, absolute URLs from
/// the base URL (canonical, OpenGraph), and where its source can be edited. Pure.
struct SiteMeta: Sendable {
    let config: SiteConfig
    /// The absolute URL the site is served from, ending in `/`.
    let baseURL: String
    /// Whether the site publishes the API reference (`APIReference`), which every page's footer links.
    let linksAPIReference: Bool

    /// The absolute URL of a folder or file of the site.
    func absoluteURL(_ path: String) -> String {
        baseURL + path
    }

    /// The URL path of a file the site copies from the content folder (`site.yaml`'s images), from the site root.
    static func url(of image: SiteImage) -> String {
        image.file.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? image.file.path
    }

    /// The web address that opens the source of the page `key` (`ru/cells.md`)
    /// for editing (`site.yaml`'s `edit_link`), or `nil` without one.
    func editURL(key: String) -> String? {
        config.editLink.map { $0.replacingOccurrences(of: SiteConfig.editLinkPath, with: key) }
    }
}
