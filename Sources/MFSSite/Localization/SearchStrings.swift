/// The words of the search box and the search results page, in one language
/// (the `search` keys of its strings file). Pure values.
struct SearchStrings: Sendable {
    /// The accessible name of the search box.
    var label: String
    /// The search field's placeholder.
    var placeholder: String
    /// The submit button's text.
    var button: String
    /// The results page's title and heading.
    var title: String
    /// What the results page says when the browser runs no script, before a link to the language's start page.
    var needsScript: String
    /// What the script says before a query is typed.
    var prompt: String
    /// What the script says when nothing matches.
    var none: String
    /// What the script says above the results, `{n}` standing for their number.
    var found: String
    /// The search dialog's button that closes it.
    var close: String
    /// The accessible name of the dialog's list of results.
    var results: String
    /// The dialog's last option, to the results page, `{n}` standing for the number of results.
    var all: String
    /// The results page's button that shows more results, `{n}` standing for how many are left.
    var more: String

    /// The strings at `search.*` of `table`.
    init(_ table: StringTable) throws(Diagnostic) {
        label = try table.text("search.label")
        placeholder = try table.text("search.placeholder")
        button = try table.text("search.button")
        title = try table.text("search.title")
        needsScript = try table.text("search.needsScript")
        prompt = try table.text("search.prompt")
        none = try table.text("search.none")
        found = try table.text("search.found")
        close = try table.text("search.close")
        results = try table.text("search.results")
        all = try table.text("search.all")
        more = try table.text("search.more")
    }

    /// The values of the header's search box (`site-header` template's
    /// `search` section) on a page whose root is `root` (`../../`). The form
    /// names the results page's file, not its folder: a page opened from
    /// `file://` then searches too. The dialog `assets/search.js` opens
    /// from it reads its words from the form's `data-` attributes.
    func box(language: SiteLanguage, root: String) -> TemplateValue {
        .object(["action": .string("\(root)\(language.code)/search/index.html"), "label": .string(label),
                 "placeholder": .string(placeholder), "button": .string(button), "prompt": .string(prompt),
                 "none": .string(none), "found": .string(found), "close": .string(close), "results": .string(results),
                 "all": .string(all)])
    }
}
