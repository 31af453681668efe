extension IncrementalBuild {
    /// The keys of the pages of `pages` to render again, compared with the
    /// published site. A page's HTML depends on its own text, its file's
    /// modification time (its "last updated" line outside git), the source
    /// files it includes and its assets (their sizes); on the title,
    /// description and order of every page of its language (navigation,
    /// previous and next), of the pages missing in its language (which its
    /// navigation lists, shown untranslated: `Page.fallbacks`) and of its
    /// translations (the language switcher); on the existence and headings of the pages it links to; and on which
    /// languages the site has. Pages added or removed count as changed in all.
    /// `entriesChanged` tells whether any navigation entry changed, and so
    /// whether the site-level files (`SitePipeline.siteFiles`) must be redone.
    func dependents(of pages: [ParsedPage]) -> (keys: Set<String>, entriesChanged: Bool) {
        let languages = Set(pages.map(\.page.language))
        guard languages == Set(published.values.map(\.page.language)) else { return (Set(pages.map(\.key)), true) }
        var keys = Set<String>()
        var entries: [ParsedPage] = []
        var anchors = Set<String>()
        var current = Set<String>()
        for page in pages {
            current.insert(page.key)
            guard let old = published[page.key] else {
                keys.insert(page.key)
                entries.append(page)
                anchors.insert(page.fileName)
                continue
            }
            if old.source != page.source || old.page.modified != page.page.modified
                || old.page.includedSources != page.page.includedSources || old.page.assets != page.page.assets { keys.insert(page.key) }
            if page.entryDiffers(from: old) { entries.append(page) }
            if page.anchorsDiffer(from: old) { anchors.insert(page.fileName) }
        }
        for (key, old) in published where !current.contains(key) {
            entries.append(old)
            anchors.insert(old.fileName)
        }
        let slugs = Dictionary(grouping: pages, by: \.page.language).mapValues { Set($0.map(\.page.slug)) }
        let entrySlugs = Set(entries.map(\.page.slug))
        let entryLanguages = Set(entries.map(\.page.language))
            .union(languages.filter { language in !entrySlugs.isSubset(of: slugs[language] ?? []) })
        for page in pages where entryLanguages.contains(page.page.language) || entrySlugs.contains(page.page.slug)
            || !page.linkTargets.isDisjoint(with: anchors) {
            keys.insert(page.key)
        }
        return (keys, !entries.isEmpty)
    }
}
