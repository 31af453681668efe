import MFS
import MFSScreenKit
import UIKit

/// The site's own screens, which `mfs` finds by this name: every `mfs` block of
/// the pages may name them (`screen: note`, `screen: greeting`).
struct SiteScreens: ScreenProvider {
    let screens: [any ScreenDefinition] = [NoteScreen(), GreetingScreen()]
    let scenarios: [TraceScenario] = []
}

/// One note cell at the request's width, as tall as its text needs.
struct NoteScreen: ScreenDefinition {
    let name = "note"
    let summary = "A note: a title over a text of any length."
    let descriptions = ["ru": "Заметка: заголовок над текстом любой длины", "es": "Una nota: un título sobre un texto de cualquier largo",
                        "en": "A note: a title over a text of any length", "de": "Eine Notiz: ein Titel über einem Text beliebiger Länge"]
    let modelKeys = [ModelKey("title", .string, "the note's title"), ModelKey("text", .string, "the note's text")]
    let states: [String] = []

    func render(_ request: ScreenRequest) -> ScreenSnapshot {
        let overrides = ModelOverrides(request.model)
        let note = NoteViewModel(title: overrides.string("title") ?? "MFS",
                                 text: overrides.string("text") ?? "Management, Frames, Styles.")
        let cell = NoteCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: request.size.width,
                            height: NoteCell.height(for: note, width: request.size.width))
        cell.viewModel = note
        cell.layoutIfNeeded()
        return ScreenSnapshot(screen: name, view: cell.contentView)
    }
}

/// The greeting controller in a window of the request's size.
struct GreetingScreen: ScreenDefinition {
    let name = "greeting"
    let summary = "A greeting and a button, centred."
    let descriptions = ["ru": "Приветствие и кнопка под ним, по центру экрана", "es": "Un saludo y un botón debajo, en el centro",
                        "en": "A greeting and a button under it, centred", "de": "Ein Gruß und darunter ein Knopf, zentriert"]
    let modelKeys = [ModelKey("greeting", .string, "the greeting")]
    let states: [String] = []

    func render(_ request: ScreenRequest) -> ScreenSnapshot {
        let controller = GreetingController()
        let window = UIWindow(frame: CGRect(origin: .zero, size: request.size))
        window.rootViewController = controller
        controller.greeting = ModelOverrides(request.model).string("greeting") ?? "Hello"
        window.makeKeyAndVisible()
        return withExtendedLifetime(window) { ScreenSnapshot(screen: name, view: controller.view) }
    }
}
