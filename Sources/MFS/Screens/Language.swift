/// The language of the data a screen shows (its view models' strings): each
/// site language names one (its strings file's `language.screens`).
public enum Language: String, Hashable, Sendable, CaseIterable, Codable {
    case ru, es, en
}
