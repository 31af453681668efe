import UIKit

/// A chat message: a data-sized cell (the second cell type); its label's
/// frame depends on the text and lives in this view model's `subviewFrames`.
public struct MessageViewModel: CellViewModel {
    public let id: String
    public let text: String
    /// Sent by the reader: the view model picks the bubble's colour.
    public let isOutgoing: Bool
    /// `subviewFrames`: `{ width: { "messageLbl": rect } }`, shared by copies.
    public let subviewFrames = FrameCache<CGRect>()

    public init(id: String, text: String, isOutgoing: Bool = false) {
        self.id = id
        self.text = text
        self.isOutgoing = isOutgoing
    }

    /// Equal when the cell would show the same text in the same bubble.
    public func isEqualToModel(_ other: MessageViewModel) -> Bool {
        id == other.id && text == other.text && isOutgoing == other.isOutgoing
    }

    public static func mockUp(_ language: Language = .en) -> MessageViewModel {
        switch language {
        case .ru: MessageViewModel(id: "m1", text: "Привет! Завтра в семь у входа в парк, не опаздывай. Возьми, пожалуйста, зонт: обещают дождь.")
        case .es: MessageViewModel(id: "m1", text: "¡Hola! Mañana a las siete en la entrada del parque, no llegues tarde. Trae un paraguas, por favor: anuncian lluvia.")
        case .en: MessageViewModel(id: "m1", text: "Hi! Tomorrow at seven by the park gate, don't be late. Please bring an umbrella: rain is forecast.")
        }
    }
}
