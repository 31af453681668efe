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
    /// The search dialog's button that closes it.
    var close: String
    /// The accessible name of the dialog's list of results.
    var results: String
    /// The dialog's last option, to the results page, `{n}` standing for the number of results.
    var all: String
    /// The results page's button that shows more results, `{n}` standing for how many are left.
    var more: String

    static func of(_ language: Language) -> SearchStrings {
        switch language {
        case .ru: SearchStrings(label: "Поиск по сайту", placeholder: "Поиск", button: "Найти", title: "Поиск",
                                needsScript: "Поиск по сайту работает только с JavaScript. Все статьи — на",
                                prompt: "Введите слово или его начало.", none: "Ничего не найдено.",
                                found: "Найдено разделов: {n}.", close: "Закрыть", results: "Результаты поиска",
                                all: "Все результаты ({n}) →", more: "Показать ещё (осталось {n})")
        case .es: SearchStrings(label: "Buscar en el sitio", placeholder: "Buscar", button: "Buscar", title: "Búsqueda",
                                needsScript: "La búsqueda del sitio solo funciona con JavaScript. Todos los artículos están en",
                                prompt: "Escriba una palabra o su comienzo.", none: "No se encontró nada.",
                                found: "Secciones encontradas: {n}.", close: "Cerrar", results: "Resultados de la búsqueda",
                                all: "Todos los resultados ({n}) →", more: "Mostrar más (quedan {n})")
        case .en: SearchStrings(label: "Search the site", placeholder: "Search", button: "Search", title: "Search",
                                needsScript: "Searching the site needs JavaScript. Every article is listed on",
                                prompt: "Type a word or its beginning.", none: "Nothing found.",
                                found: "Sections found: {n}.", close: "Close", results: "Search results",
                                all: "All results ({n}) →", more: "Show more ({n} left)")
        }
    }

    /// The values of the header's search box (`site-header` template's
    /// `search` section) on a page whose root is `root` (`../../`). The form
    /// names the results page's file, not its folder: a page opened from
    /// `file://` then searches too. The dialog `assets/search.js` opens
    /// from it reads its words from the form's `data-` attributes.
    func box(language: Language, root: String) -> TemplateValue {
        .object(["action": .string("\(root)\(language.rawValue)/search/index.html"), "label": .string(label),
                 "placeholder": .string(placeholder), "button": .string(button), "prompt": .string(prompt),
                 "none": .string(none), "found": .string(found), "close": .string(close), "results": .string(results),
                 "all": .string(all)])
    }
}
