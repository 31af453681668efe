import UIKit

extension ProfileViewModel {
    /// The profile the catalog shows: a long post, a short one without photos, one with a single photo.
    public static func mockUp(_ language: Language = .en) -> ProfileViewModel {
        let first = WallPostViewModel.mockUp(language)
        let (short, photo): (String, String) = switch language {
        case .ru: ("Кто со мной в субботу на каток?", "Первый снег на даче.")
        case .es: ("¿Quién se apunta el sábado a patinar?", "La primera nevada en el pueblo.")
        case .en: ("Who is up for skating on Saturday?", "First snow at the cottage.")
        }
        let posts = [
            first,
            WallPostViewModel(id: "p2", ownerName: first.ownerName, postDate: first.postDate, text: short,
                              likes: 9, comments: 21, reposts: 0, language: language),
            WallPostViewModel(id: "p3", ownerName: first.ownerName, postDate: first.postDate, text: photo,
                              photoCount: 1, likes: 64, comments: 5, reposts: 2, language: language),
        ]
        return ProfileViewModel(user: .mockUp(language), gallery: UserProfileGalleryViewModel(photoCount: 24, language: language),
                                posts: posts)
    }
}
