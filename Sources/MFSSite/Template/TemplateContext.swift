/// The names and values one template section sees, written as a dictionary
/// literal. Kept as a list of pairs, looked up by comparing names: a page's
/// context has about thirty short names, which compare in a few
/// instructions each, where a `Dictionary` hashed the name (SipHash) in every
/// context of the stack, on every look-up. A name MUST appear once.
struct TemplateContext: Sendable, ExpressibleByDictionaryLiteral {
    private(set) var entries: [(name: String, value: TemplateValue)]

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        entries = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The value of `name`, if the context has it; setting replaces it, or adds it.
    subscript(name: String) -> TemplateValue? {
        get {
            for entry in entries where entry.name == name { return entry.value }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case let (index?, value?): entries[index].value = value
            case let (index?, nil): entries.remove(at: index)
            case let (nil, value?): entries.append((name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Adds the entries of `other`, replacing those of the same name.
    mutating func merge(_ other: TemplateContext) {
        for entry in other.entries { self[entry.name] = entry.value }
    }
}
