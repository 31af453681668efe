import UIKit
import MFS

/// The catalog entry of one message cell: a table of that one row.
public struct MessageScreen: ScreenDefinition {
    public let name = "message"
    public let summary = "A message cell (frames in the view model): the measured text in a bubble."
    public let descriptions = [
        "ru": "ячейка сообщения: текст, высота которого зависит от его длины",
        "es": "celda de mensaje: un texto cuya altura depende de su longitud",
        "de": "Nachrichtenzelle: ein Text, dessen Höhe von seiner Länge abhängt",
    ]
    public let modelKeys = [
        ModelKey("text", .string, "the message's text"),
        ModelKey("outgoing", .bool, "sent by the reader (the bubble's colour)"),
    ]
    public let states: [String] = []

    public init() {}

    /// The caches of a message cell's views (`TableScreenSnapshot`): the text's frame is the view model's.
    static let frameSources: [String: FrameSource] = ["messageLbl": .frames]

    public func render(_ request: ScreenRequest) -> ScreenSnapshot {
        let overrides = ModelOverrides(request.model), mockUp = MessageViewModel.mockUp(request.language)
        let model = MessageViewModel(id: mockUp.id, text: overrides.string("text") ?? mockUp.text,
                                     isOutgoing: overrides.bool("outgoing") ?? mockUp.isOutgoing)
        return TableScreenSnapshot.render(name, request, [[model]], frameSources: Self.frameSources)
    }
}
