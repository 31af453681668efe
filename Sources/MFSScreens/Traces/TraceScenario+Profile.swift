import UIKit
import MFS

/// The profile's table scenarios, run on a real `ProfileController` in a window.
extension TraceScenario {
    static let profileScenarios: [TraceScenario] = [
        TraceScenario(name: "profile-read-more",
                      summary: "\"read more\" on a post: the flag flips, the row reloads, the table asks the heights again",
                      captions: [
                          "ru": "«Показать полностью…» в посте: флаг меняется, строка перезагружается, таблица заново спрашивает высоты",
                          "es": "«Leer más…» en una publicación: el indicador cambia, la fila se recarga y la tabla vuelve a pedir las alturas",
                          "de": "„Mehr lesen…“ in einem Beitrag: das Flag ändert sich, die Zeile wird neu geladen, die Tabelle fragt die Höhen erneut ab",
                      ]) { language in
            let (controller, window) = shownProfile(language)
            controller.mainView.trace.clear()
            ProfileScreen.tapReadMore(controller, at: IndexPath(row: 0, section: 1))
            return withExtendedLifetime(window) { controller.mainView.trace.events }
        },
        TraceScenario(name: "profile-paging",
                      summary: "scrolled to the paging threshold: isLoadingData, the next page's frames computed on every core, "
                        + "the main-queue reload, the flag cleared",
                      captions: [
                          "ru": "Порог подгрузки: флаг isLoadingData, фреймы следующей страницы на всех ядрах, перезагрузка на главной очереди, флаг опущен",
                          "es": "El umbral de carga: el indicador isLoadingData, los marcos de la página siguiente en todos los núcleos, la recarga en la cola principal y el indicador desactivado",
                          "de": "Die Ladeschwelle: das Flag isLoadingData, die Frames der nächsten Seite auf allen Kernen, das Neuladen auf der Hauptwarteschlange, das Flag zurückgesetzt",
                      ]) { language in
            let runLoop = HeadlessRunLoop()
            return runLoop.run {
                let (controller, window) = shownProfile(language)
                guard let table = controller.mainView.tableView else { return [] }
                controller.trace.clear()
                table.contentOffset = CGPoint(x: 0, y: ProfileView.pagingThreshold(table))
                // The background queue's block, then the main queue's, as GCD would run them.
                runLoop.runUntilIdle()
                return withExtendedLifetime(window) { controller.trace.events }
            }
        },
    ]


    /// The mock-up profile shown in a 320 × 568 window, and the window.
    static func shownProfile(_ language: Language) -> (ProfileController, UIWindow) {
        let controller = ProfileController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = controller
        controller.viewModel = .mockUp(language)
        window.makeKeyAndVisible()
        return (controller, window)
    }
}
