/// The languages of a site, in the order its language switcher, chooser
/// and 404 page list them: `site.yaml`'s `languages`, or else every folder
/// of the content folder named for a language that has a strings file
/// (`SiteLanguage+Loading.swift`), in the order of `SiteLanguage.available`. The first is the default
/// language: a page missing in another language is shown from it
/// (`Navigation.fallbacks`). Immutable.
struct SiteLanguages: Sendable {
    /// The site's languages, loaded, in order.
    let all: [SiteLanguage]
    /// Whether `site.yaml` lists them (`all` MUST then each have a folder).
    let configured: Bool
    /// The codes of every language the theme or the site has strings for (`SiteLanguage.available`), and those of `site.yaml`.
    let known: [String]

    /// The languages of the site in `content` built with `theme` by `config`;
    /// a diagnostic for a language without a strings file, or at the first
    /// string of one that is missing or wrong.
    static func load(config: SiteConfig, theme: Theme, content: String) throws(Diagnostic) -> SiteLanguages {
        let known = SiteLanguage.available(theme: theme, content: content)
        let codes = config.languages ?? known.filter { PosixFile.exists(SourceFile.join(content, $0)) }
        var all: [SiteLanguage] = []
        for code in codes { all.append(try SiteLanguage.load(code, theme: theme, content: content)) }
        return SiteLanguages(all: all, configured: config.languages != nil, known: known + codes.filter { !known.contains($0) })
    }

    /// The language of `code`, when it is one of the site's.
    func language(_ code: String) -> SiteLanguage? {
        all.first { $0.code == code }
    }

    /// The code an example path names: the default language's, or the first known.
    var exampleCode: String {
        all.first?.code ?? known.first ?? ""
    }
}
