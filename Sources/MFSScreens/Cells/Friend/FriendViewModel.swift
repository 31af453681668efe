import UIKit

/// A friend in a contacts list: a static cell (the first of the three cell types).
public struct FriendViewModel: CellViewModel, Hashable {
    public let id: String
    /// `nil` or empty shows the "hidden name" fallback.
    public let fullName: String?
    /// `nil` or empty hides the "last seen" line (privacy).
    public let lastSeen: String?
    public let language: Language

    public init(id: String, fullName: String?, lastSeen: String?, language: Language = .en) {
        self.id = id
        self.fullName = fullName
        self.lastSeen = lastSeen
        self.language = language
    }

    /// The name the cell shows.
    public var displayName: String { fullName.or(CellStrings.hiddenName(language)) }

    /// True when the "last seen" line shows.
    public var showsLastSeen: Bool { !(lastSeen ?? "").isEmpty }

    /// Equal when the cell would show the same.
    public func isEqualToModel(_ other: FriendViewModel) -> Bool {
        id == other.id && displayName == other.displayName && lastSeen == other.lastSeen
    }

    public static func mockUp(_ language: Language = .en) -> FriendViewModel {
        switch language {
        case .ru: FriendViewModel(id: "f1", fullName: "Анна Смирнова", lastSeen: "в сети 5 минут назад", language: language)
        case .es: FriendViewModel(id: "f1", fullName: "Lucía Fernández", lastSeen: "en línea hace 5 minutos", language: language)
        case .en: FriendViewModel(id: "f1", fullName: "Anna Smith", lastSeen: "last seen 5 minutes ago", language: language)
        }
    }
}
