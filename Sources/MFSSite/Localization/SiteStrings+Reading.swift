import MFS

extension SiteStrings {
    /// The strings of `table`; a diagnostic naming the file and the key of
    /// the first string missing or of the wrong kind. `rule` makes the plural forms.
    init(_ table: StringTable, rule: PluralRule) throws(Diagnostic) {
        languageName = try table.text("language.name")
        languageNames = try table.map("language.names")
        locale = try table.text("language.locale")
        decimalSeparator = try table.text("language.decimalSeparator")
        months = try table.list("language.months")
        guard months.count == 12 else { throw Diagnostic(path: table.overridePath ?? table.basePath, message: "'language.months' must list 12 months") }
        skipToContent = try table.text("page.skipToContent")
        sectionsLabel = try table.text("page.sections")
        languageLabel = try table.text("page.languages")
        onThisPage = try table.text("page.onThisPage")
        previous = try table.text("page.previous")
        next = try table.text("page.next")
        pagerLabel = try table.text("page.pager")
        breadcrumbs = try table.text("page.breadcrumbs")
        footer = try table.text("page.footer")
        apiReference = try table.text("page.apiReference")
        updatedFormat = try table.text("page.updated")
        editPage = try table.text("page.editPage")
        darkTheme = try table.text("page.darkTheme")
        self.table = try table.text("page.table")
        footnoteBack = try table.text("page.footnoteBack")
        codeTabs = try table.text("page.codeTabs")
        copy = try table.text("page.copy")
        copied = try table.text("page.copied")
        missingTranslation = try table.text("page.missingTranslation")
        untranslated = try table.text("page.untranslated")
        calloutTitles = try Self.keyed("callouts", table, CalloutKind.allCases)
        notFoundTitle = try table.text("notFound.title")
        notFoundText = try table.text("notFound.text")
        portrait = try table.text("screens.portrait")
        landscape = try table.text("screens.landscape")
        square = try table.text("screens.square")
        inspectorHint = try table.text("screens.inspectorHint")
        device = try table.text("screens.device")
        rotate = try table.text("screens.rotate")
        outlines = try table.text("screens.outlines")
        readMore = try table.text("screens.readMore")
        modelOverrides = try table.text("screens.modelOverrides")
        states = try table.map("screens.states")
        cacheLabels = try Self.keyed("screens.caches", table, FrameSource.allCases)
        precomputationText = try Self.plural("screens.precomputation", table, rule)
        precomputationWorkerText = try Self.plural("screens.precomputationWorker", table, rule)
        traceStep = try table.text("trace.step")
        traceOutcome = try table.text("trace.outcome")
        traceNote = try table.text("trace.note")
        called = try table.text("trace.called")
        skipped = try table.text("trace.skipped")
        animation = try table.text("trace.animation")
        skipReasons = try Self.keyed("trace.skips", table, SkipReason.allCases)
    }

    /// The strings at `key.<case>` for every one of `cases`, by case.
    private static func keyed<Key: RawRepresentable<String> & Hashable>(_ key: String, _ table: StringTable,
                                                                        _ cases: [Key]) throws(Diagnostic) -> [Key: String] {
        var strings: [Key: String] = [:]
        for item in cases { strings[item] = try table.text("\(key).\(item.rawValue)") }
        return strings
    }

    /// The plural string at `key`: a form for every category of `rule`.
    static func plural(_ key: String, _ table: StringTable, _ rule: PluralRule) throws(Diagnostic) -> PluralText {
        var forms: [String: String] = [:]
        for category in rule.names { forms[category] = try table.text("\(key).\(category)") }
        return PluralText(forms: forms, rule: rule)
    }
}
