import UIKit
import MFS

/// The catalog entry of one friend cell: a table of that one row.
public struct FriendScreen: ScreenDefinition {
    public let name = "friend"
    public let summary = "A friend cell (static frames): avatar, full name, optional \"last seen\" line."
    public let descriptions = [
        "ru": "ячейка друга: аватар, имя и время последнего визита",
        "es": "celda de amigo: avatar, nombre y última conexión",
        "de": "Freundeszelle: Avatar, Name und letzter Besuch",
    ]
    public let modelKeys = [
        ModelKey("fullName", .string, "the friend's full name; empty shows the \"hidden name\" fallback"),
        ModelKey("lastSeen", .string, "the \"last seen\" line; empty hides it"),
    ]
    public let states: [String] = []

    public init() {}

    /// The caches of a friend cell's views (`TableScreenSnapshot`): all three frames are static.
    static let frameSources: [String: FrameSource] = ["avatarImgView": .static, "fullNameLbl": .static, "lastSeenLbl": .static]

    public func render(_ request: ScreenRequest) -> ScreenSnapshot {
        let overrides = ModelOverrides(request.model), mockUp = FriendViewModel.mockUp(request.language)
        let model = FriendViewModel(id: mockUp.id, fullName: overrides.string("fullName") ?? mockUp.fullName,
                                    lastSeen: overrides.string("lastSeen") ?? mockUp.lastSeen,
                                    language: request.language)
        return TableScreenSnapshot.render(name, request, [[model]], frameSources: Self.frameSources)
    }
}
