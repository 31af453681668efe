import ArgumentParser

/// `mfs screens [--content DIR]`: the demo's screens and the content's own,
/// each with its view-model keys and states.
struct ScreensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "screens", abstract: "List the screens embeds can show.")

    @OptionGroup var screens: ContentScreens

    func run() throws {
        for screen in try screens.provider().screens {
            print("\(screen.name): \(screen.summary)")
            for key in screen.modelKeys { print("  \(key.name) (\(key.type.rawValue)): \(key.summary)") }
            if !screen.states.isEmpty { print("  states: \(screen.states.joined(separator: ", "))") }
        }
    }
}
