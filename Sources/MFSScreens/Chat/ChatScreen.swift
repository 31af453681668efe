import MFS

/// The catalog entry of a chat: a table of message cells, each as tall as its text.
public struct ChatScreen: ScreenDefinition {
    public let name = "chat"
    public let summary = "A chat: a table of data-sized message cells."
    public let descriptions = [
        "ru": "чат: список сообщений",
        "es": "chat: una lista de mensajes",
        "de": "Chat: eine Liste von Nachrichten",
    ]
    public let modelKeys: [ModelKey] = []
    public let states: [String] = []

    public init() {}

    public func render(_ request: ScreenRequest) -> ScreenSnapshot {
        TableScreenSnapshot.render(name, request, [Self.messages(request.language)], frameSources: MessageScreen.frameSources)
    }

    static func messages(_ language: Language) -> [MessageViewModel] {
        let texts: [String] = switch language {
        case .ru: ["Привет! Ты уже дома?", "Да, только что вернулась.", MessageViewModel.mockUp(language).text,
                   "Хорошо, возьму. А билеты на обратную электричку купить заранее или на месте?", "Лучше заранее."]
        case .es: ["¡Hola! ¿Ya estás en casa?", "Sí, acabo de llegar.", MessageViewModel.mockUp(language).text,
                   "Vale, lo llevo. ¿Compramos los billetes de vuelta antes o allí mismo?", "Mejor antes."]
        case .en: ["Hi! Are you home yet?", "Yes, just got back.", MessageViewModel.mockUp(language).text,
                   "OK, I will. Should we buy the return train tickets in advance or there?", "Better in advance."]
        }
        return texts.enumerated().map { index, text in
            MessageViewModel(id: "m\(index)", text: text, isOutgoing: index % 2 == 1)
        }
    }
}
