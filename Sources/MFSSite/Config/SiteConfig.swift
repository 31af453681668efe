import MFS

/// The site's settings from the optional `Content/site.yaml` (see
/// docs/configuration.md, "site.yaml"): every field has a default, so a site without the
/// file builds as before. Immutable once read.
public struct SiteConfig: Hashable, Sendable {
    /// The site's title by language code, the title for every language under
    /// `""`; the language's start page's title for a language not listed.
    public var titles: [String: String] = [:]
    /// The line beside the title in the header and under it on the language
    /// chooser, by language code, the line for every language under `""`;
    /// none for a language not listed.
    public var subtitles: [String: String] = [:]
    /// The absolute URL the site is served from, ending in `/`; `nil` when unset.
    public var baseURL: String?
    /// The image before the title in the header and on the language chooser; none when `nil`.
    public var logo: SiteImage?
    /// The OpenGraph and Twitter image of every page; none when `nil`.
    public var socialImage: SiteImage?
    /// The colours set over the theme's; the theme's alone when `nil`.
    public var colors: SiteColors?
    /// The web address that opens a page's source for editing, `{path}` in it
    /// standing for the page's file in the content folder (`ru/cells.md`);
    /// no "edit this page" links when `nil`.
    public var editLink: String?
    /// The codes of the languages the site is built in, in the order the
    /// language switcher, the chooser and the 404 page list them, the first
    /// the default; `nil`: every language folder that exists (`SiteLanguages`).
    public var languages: [String]?
    /// The sizes an `mfs` embed without `sizes` is computed at.
    public var sizes: [Size] = ScreenSizes.defaults

    /// The file's name in the content folder.
    public static let fileName = "site.yaml"
    /// What `editLink` MUST hold, replaced by the page's path.
    static let editLinkPath = "{path}"

    public init() {}

    /// The site's title in `language`, whose start page (`Navigation.startPage`) is `startPage`.
    func title(_ language: SiteLanguage, startPage: Page?) -> String {
        titles[language.code] ?? titles[""] ?? startPage?.frontMatter.title ?? ""
    }

    /// The site's subtitle in `language`, when it has one.
    func subtitle(_ language: SiteLanguage) -> String? {
        subtitles[language.code] ?? subtitles[""]
    }

    /// The files of the content folder the site copies: the logo and the social image.
    var images: [SiteImage] {
        [logo, socialImage].compactMap { $0 }
    }
}
