extension Page {
    /// The pages the site shows untranslated: for each language of
    /// `languages` and each page of `pages` (by file name) missing in it, the
    /// page of the first language (the default one, when it has it) that
    /// has it, at the missing page's own URL (`es/cells/`). In language order, then file name.
    static func fallbacks(of pages: [Page], languages: [SiteLanguage]) -> [Page] {
        let bySlug = Dictionary(grouping: pages, by: \.slug)
        let order = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($1.code, $0) })
        return languages.flatMap { language in
            bySlug.keys.sorted().compactMap { slug -> Page? in
                let versions = bySlug[slug] ?? []
                guard !versions.contains(where: { $0.language == language }),
                      let original = versions.min(by: { order[$0.language.code, default: .max] < order[$1.language.code, default: .max] })
                else { return nil }
                return Page(showing: original, in: language)
            }
        }
    }

    /// `original` shown in `language`, where it is missing.
    convenience init(showing original: Page, in language: SiteLanguage) {
        self.init(language: language, slug: original.slug, sourcePath: original.sourcePath, frontMatter: original.frontMatter,
                  document: original.document, body: original.body, bodyLine: original.bodyLine, headings: original.headings,
                  modified: original.modified, includedSources: original.includedSources, assets: original.assets, original: original)
    }
}
