import ArgumentParser
import MFSScreens

/// `mfs screens`: the demo's screens, each with its view-model keys and states.
struct ScreensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "screens", abstract: "List the screens embeds can show.")

    func run() {
        for screen in DemoScreens().screens {
            print("\(screen.name): \(screen.summary)")
            for key in screen.modelKeys { print("  \(key.name) (\(key.type.rawValue)): \(key.summary)") }
            if !screen.states.isEmpty { print("  states: \(screen.states.joined(separator: ", "))") }
        }
    }
}
