/// The language of a page, and so of the strings in the view models it shows.
public enum Language: String, Hashable, Sendable, CaseIterable, Codable {
    case ru, es, en
}
