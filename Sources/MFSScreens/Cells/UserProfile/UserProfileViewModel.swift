import UIKit

/// The header of a user profile: avatar, name and a status text of any length.
public struct UserProfileViewModel: CellViewModel {
    public let id: String
    /// `nil` or empty shows the "hidden name" fallback.
    public let fullName: String?
    /// Empty hides the status.
    public let status: String
    public let language: Language
    /// `subviewFrames`: `{ width: { "statusLbl": rect } }`.
    public let subviewFrames = FrameCache<CGRect>()

    public init(id: String, fullName: String?, status: String, language: Language = .en) {
        self.id = id
        self.fullName = fullName
        self.status = status
        self.language = language
    }

    public var displayName: String { fullName.or(CellStrings.hiddenName(language)) }

    public func isEqualToModel(_ other: UserProfileViewModel) -> Bool {
        id == other.id && displayName == other.displayName && status == other.status
    }

    public static func mockUp(_ language: Language = .en) -> UserProfileViewModel {
        switch language {
        case .ru: UserProfileViewModel(id: "u1", fullName: "Анна Смирнова",
                                       status: "Фотограф, байдарочница, люблю север и длинные маршруты.", language: language)
        case .es: UserProfileViewModel(id: "u1", fullName: "Lucía Fernández",
                                       status: "Fotógrafa y montañera; me encantan el norte y las rutas largas.", language: language)
        case .en: UserProfileViewModel(id: "u1", fullName: "Anna Smith",
                                       status: "Photographer and kayaker; I love the north and long routes.", language: language)
        }
    }
}
