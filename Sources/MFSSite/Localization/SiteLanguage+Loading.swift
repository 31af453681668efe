import Foundation
import MFS

extension SiteLanguage {
    /// The folder of the strings files, in the theme and in a content folder (`Content/strings/`).
    static let folderName = "strings"
    /// CLDR's plural categories but `other`, in CLDR's order.
    private static let pluralCategories = ["zero", "one", "two", "few", "many"]

    /// The language `code` as its strings files describe it: the theme's
    /// `strings/<code>.yaml` in `theme`, overridden key by key by the
    /// content folder's `strings/<code>.yaml` when there is one (`StringTable`);
    /// or the content folder's file alone for a language the theme does not
    /// ship. A diagnostic when neither exists, and at the first string that
    /// is missing or wrong, naming the file and the key.
    static func load(_ code: String, theme: Theme, content: String?) throws(Diagnostic) -> SiteLanguage {
        let themePath = theme.stringsDirectory.appendingPathComponent(code + ".yaml").path
        let sitePath = content.map { SourceFile.join(SourceFile.join($0, folderName), code + ".yaml") }
        let site = try sitePath.flatMap { path throws(Diagnostic) -> (String, String)? in
            PosixFile.exists(path) ? (path, try read(path, content: content ?? "")) : nil
        }
        let table: StringTable
        if let base = try? String(contentsOfFile: themePath, encoding: .utf8) {
            table = try StringTable(base: base, basePath: themePath, override: site?.1, overridePath: site?.0)
        } else if let site {
            table = try StringTable(base: site.1, basePath: site.0)
        } else {
            throw Diagnostic(path: sitePath ?? themePath, message: "the language '\(code)' has no strings file: the theme has strings for "
                + "\(available(theme: theme, content: nil).joined(separator: ", ")); for another language, write this file (see the theme's en.yaml)")
        }
        return try SiteLanguage(code: code, table: table)
    }

    /// The codes of the languages the theme or the content folder `content`
    /// has strings files for: the theme's in its order (`Theme.languageOrder`), then the others in code order.
    static func available(theme: Theme, content: String?) -> [String] {
        let folders = [theme.stringsDirectory.path] + (content.map { [SourceFile.join($0, folderName)] } ?? [])
        let names = folders.flatMap { (try? PosixFile.entries(of: $0))?.map(\.name) ?? [] }
        let codes = Set(names.filter { $0.hasSuffix(".yaml") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) })
        let ordered = theme.languageOrder.filter(codes.contains)
        return ordered + codes.subtracting(ordered).sorted()
    }

    /// The language `code` as the theme alone describes it, as `mfs screen`
    /// draws screens outside a site. `code` MUST be one the theme ships.
    static func shipped(_ code: String) -> SiteLanguage {
        guard let language = shippedLanguages[code] else { preconditionFailure("the theme has no strings of '\(code)'") }
        return language
    }

    /// Every language the theme ships, loaded once, by code.
    private static let shippedLanguages: [String: SiteLanguage] = {
        do {
            let theme = try Theme.bundled()
            var languages: [String: SiteLanguage] = [:]
            for code in available(theme: theme, content: nil) { languages[code] = try load(code, theme: theme, content: nil) }
            return languages
        } catch {
            preconditionFailure("the theme's strings do not load: \(error)")
        }
    }()

    /// The language of the strings `table`.
    init(code: String, table: StringTable) throws(Diagnostic) {
        let path = table.overridePath ?? table.basePath
        let conditions = try table.map("language.plural")
        for name in conditions.keys where !Self.pluralCategories.contains(name) {
            throw Diagnostic(path: path, message: "'language.plural' has '\(name)': its categories are \(Self.pluralCategories.joined(separator: ", ")) (other is the rest)")
        }
        let rule: PluralRule
        do { rule = try PluralRule(Self.pluralCategories.compactMap { name in conditions[name].map { (name, $0) } }) } catch {
            throw Diagnostic(path: path, message: "'language.plural.\(error.category)' is not a CLDR plural condition on integers (n % 10 = 2..4 and n % 100 != 12..14)")
        }
        let screens = try table.text("language.screens")
        guard let screenLanguage = Language(rawValue: screens) else {
            throw Diagnostic(path: path, message: "'language.screens' is '\(screens)': the demo screens have data in "
                + Language.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let stemmer = try table.text("language.stemmer")
        guard SnowballStemmer.algorithms.contains(stemmer) else {
            throw Diagnostic(path: path, message: "'language.stemmer' is '\(stemmer)': Snowball's algorithms are "
                + SnowballStemmer.algorithms.sorted().joined(separator: ", "))
        }
        self.init(code: code, strings: try SiteStrings(table, rule: rule), search: try SearchStrings(table), screens: screenLanguage,
                  stemmer: stemmer, stopWords: Set(try table.list("language.stopWords").map(SearchText.fold)))
    }

    /// The text of the site's strings file at `path`, inside the content folder `content`.
    private static func read(_ path: String, content: String) throws(Diagnostic) -> String {
        do { return try InputFile.text(at: path, inside: content, rootName: "the content folder") } catch {
            throw error.diagnostic { Diagnostic(path: path, message: "cannot read the strings file: \($0)") }
        }
    }
}
