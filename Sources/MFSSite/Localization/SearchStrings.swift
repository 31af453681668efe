import MFSScreens

/// The words of the search box and the search results page, in a page's language. Pure values.
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

    static func of(_ language: Language) -> SearchStrings {
        switch language {
        case .ru: SearchStrings(label: "Поиск по сайту", placeholder: "Поиск", button: "Найти", title: "Поиск",
                                needsScript: "Поиск по сайту работает только с JavaScript. Все статьи — на",
                                prompt: "Введите слово или его начало.", none: "Ничего не найдено.",
                                found: "Найдено разделов: {n}.")
        case .es: SearchStrings(label: "Buscar en el sitio", placeholder: "Buscar", button: "Buscar", title: "Búsqueda",
                                needsScript: "La búsqueda del sitio solo funciona con JavaScript. Todos los artículos están en",
                                prompt: "Escriba una palabra o su comienzo.", none: "No se encontró nada.",
                                found: "Secciones encontradas: {n}.")
        case .en: SearchStrings(label: "Search the site", placeholder: "Search", button: "Search", title: "Search",
                                needsScript: "Searching the site needs JavaScript. Every article is listed on",
                                prompt: "Type a word or its beginning.", none: "Nothing found.",
                                found: "Sections found: {n}.")
        }
    }

    /// The values of the header's search box (`site-header` template's
    /// `search` section) on a page whose root is `root` (`../../`). The form
    /// names the results page's file, not its folder: a page opened from
    /// `file://` then searches too.
    func box(language: Language, root: String) -> TemplateValue {
        .object(["action": .string("\(root)\(language.rawValue)/search/index.html"), "label": .string(label),
                 "placeholder": .string(placeholder), "button": .string(button)])
    }
}
