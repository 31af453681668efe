import UIKit
import MFS

/// The catalog entry of one wall-post cell: a table of that one row, its text
/// collapsed (the default) or expanded.
public struct WallPostScreen: ScreenDefinition {
    public let name = "wallPost"
    public let summary = "A wall-post cell (all three caches): header, expandable text with \"read more\", gallery, buttons."
    public let descriptions = [
        "ru": "ячейка записи на стене: автор, дата, текст, фотографии и кнопки",
        "es": "celda de publicación del muro: autor, fecha, texto, fotos y botones",
        "de": "Pinnwandbeitrag: Autor, Datum, Text, Fotos und Schaltflächen",
    ]
    public let modelKeys = [
        ModelKey("ownerName", .string, "the author; empty shows the \"hidden name\" fallback"),
        ModelKey("postDate", .string, "the date line; empty shows the \"unknown date\" fallback"),
        ModelKey("text", .string, "the post's text; empty hides it"),
        ModelKey("photos", .int, "the number of photos; 0 hides the gallery"),
        ModelKey("likes", .int, "the like counter"),
        ModelKey("comments", .int, "the comment counter"),
        ModelKey("reposts", .int, "the repost counter"),
    ]
    public let states = ["collapsed", "expanded"]

    public init() {}

    /// The caches of a wall-post cell's views (`TableScreenSnapshot`): all three.
    static let frameSources: [String: FrameSource] = [
        "avatarImgView": .static, "ownerNameLbl": .static, "postDateLbl": .static,
        "textLbl": .frames,
        "readMoreBtn": .sizes, "photoGallery": .sizes, "commentBtn": .sizes, "likeBtn": .sizes, "repostBtn": .sizes,
    ]

    /// `expanded` is drawn as the reader gets it: the collapsed post, then its "read
    /// more" tapped (the flag flips, the height is asked again, the row reloads).
    public func render(_ request: ScreenRequest) -> ScreenSnapshot {
        let (table, source) = TableScreenSnapshot.table(request, [[Self.viewModel(request)]])
        if request.state == "expanded" {
            (table.cellForRow(at: IndexPath(row: 0, section: 0)) as? WallPostCell)?.readMoreBtn?.sendActions(for: .touchUpInside)
        }
        return withExtendedLifetime(source) { TableScreenSnapshot.snapshot(name, table, frameSources: Self.frameSources) }
    }

    /// The mock-up post with the request's overrides and state.
    static func viewModel(_ request: ScreenRequest) -> WallPostViewModel {
        let overrides = ModelOverrides(request.model), mockUp = WallPostViewModel.mockUp(request.language)
        return WallPostViewModel(
            id: mockUp.id, ownerName: overrides.string("ownerName") ?? mockUp.ownerName,
            postDate: overrides.string("postDate") ?? mockUp.postDate, text: overrides.string("text") ?? mockUp.text,
            photoCount: overrides.int("photos") ?? mockUp.photoCount, likes: overrides.int("likes") ?? mockUp.likes,
            comments: overrides.int("comments") ?? mockUp.comments, reposts: overrides.int("reposts") ?? mockUp.reposts,
            language: request.language)
    }
}
