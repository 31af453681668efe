import MFS

/// The catalog entry of a friends list: a table of friend cells, some hiding
/// their "last seen" line, one hiding its name.
public struct FriendsScreen: ScreenDefinition {
    public let name = "friends"
    public let summary = "A friends list: a table of static friend cells."
    public let descriptions = [
        "ru": "список друзей",
        "es": "lista de amigos",
        "de": "Freundesliste",
    ]
    public let modelKeys: [ModelKey] = []
    public let states: [String] = []

    public init() {}

    public func render(_ request: ScreenRequest) -> ScreenSnapshot {
        TableScreenSnapshot.render(name, request, [Self.friends(request.language)], frameSources: FriendScreen.frameSources)
    }

    static func friends(_ language: Language) -> [FriendViewModel] {
        let people: [(String?, String?)] = switch language {
        case .ru: [("Анна Смирнова", "в сети"), ("Борис Кузнецов", "был вчера в 23:10"), ("Вера Павлова", nil),
                   (nil, "был 3 дня назад"), ("Григорий Орлов", "в сети"), ("Дарья Волкова", "была час назад")]
        case .es: [("Lucía Fernández", "en línea"), ("Mateo García", "ayer a las 23:10"), ("Sofía Romero", nil),
                   (nil, "hace 3 días"), ("Hugo Navarro", "en línea"), ("Elena Ruiz", "hace una hora")]
        case .en: [("Anna Smith", "online"), ("Boris Cole", "last seen yesterday at 11:10 pm"), ("Vera Price", nil),
                   (nil, "last seen 3 days ago"), ("Greg Orr", "online"), ("Daria Wolfe", "last seen an hour ago")]
        }
        return people.enumerated().map { index, person in
            FriendViewModel(id: "f\(index)", fullName: person.0, lastSeen: person.1, language: language)
        }
    }
}
