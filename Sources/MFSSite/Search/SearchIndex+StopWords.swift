import MFSScreens

/// The words the index leaves out: the commonest function words, folded
/// (`SearchText.fold`), which would match nearly every section.
extension SearchIndex {
    static func stopWords(_ language: Language) -> Set<String> {
        switch language {
        case .ru: russianStopWords
        case .es: spanishStopWords
        case .en: englishStopWords
        }
    }

    static let russianStopWords = Set([
        "а", "без", "бы", "во", "вот", "все", "всё", "да", "для", "до", "его", "ее", "если", "же", "за", "и", "из",
        "или", "их", "как", "ли", "на", "над", "не", "но", "о", "об", "он", "она", "они", "оно", "от", "по", "под",
        "после", "при", "про", "с", "со", "так", "то", "тоже", "только", "уже", "чем", "что", "чтобы", "это",
        "этого", "этой", "этом", "эту", "эти", "этот", "эта",
    ].map(SearchText.fold))

    static let spanishStopWords = Set([
        "a", "al", "como", "con", "de", "del", "el", "en", "entre", "es", "esa", "ese", "eso", "esta", "este",
        "esto", "la", "las", "le", "les", "lo", "los", "más", "no", "o", "para", "pero", "por", "que", "qué", "se",
        "si", "sí", "sin", "su", "sus", "un", "una", "unos", "y", "ya",
    ].map(SearchText.fold))

    static let englishStopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it", "its", "of", "on", "or",
        "that", "the", "this", "to", "with",
    ]
}
