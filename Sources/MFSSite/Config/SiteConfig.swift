import MFS
import MFSScreens

/// The site's settings from the optional `Content/site.yaml` (see the README's
/// "Site configuration"): every field has a default, so a site without the
/// file builds as before. Immutable once read.
public struct SiteConfig: Hashable, Sendable {
    /// The site's title by language code; `defaultTitle` for a language not listed.
    public var titles: [String: String] = [:]
    /// The absolute URL the site is served from, ending in `/`; `nil` when unset.
    public var baseURL: String?
    /// The repository's web address (`https://github.com/OWNER/NAME`) for
    /// "edit this page" links; none when `nil`.
    public var repository: String?
    /// The branch edit links open.
    public var branch = "main"
    /// The codes of the languages the site is built in, in the order the
    /// language switcher, the chooser and the 404 page list them, the first
    /// the default; `nil`: every language folder that exists (`SiteLanguages`).
    public var languages: [String]?
    /// The sizes an `mfs` embed without `sizes` is computed at.
    public var sizes: [Size] = ScreenCatalog.defaultSizes

    /// The file's name in the content folder.
    public static let fileName = "site.yaml"
    static let defaultTitle = "MFS"

    public init() {}

    /// The site's title in `language`.
    func title(_ language: SiteLanguage) -> String {
        titles[language.code] ?? titles[""] ?? Self.defaultTitle
    }
}
