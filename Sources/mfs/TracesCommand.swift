import ArgumentParser
import MFS
import MFSCommandLine
import MFSScreens
import MFSSite

/// `mfs traces [NAME] [--language L]`: the scenarios `mfs-trace` blocks can
/// name, or the engine's trace of one of them.
struct TracesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "traces", abstract: "List the life-cycle trace scenarios, or print one.")

    @Argument(help: "A scenario to run and print; without it, the list.")
    var name: String?

    @Option(help: "The language of the view-model strings: ru, es or en.")
    var language: Language = .en

    func run() throws {
        let demo = DemoScreens()
        guard let name else {
            for scenario in demo.scenarios { print("\(scenario.name): \(scenario.summary)") }
            return
        }
        guard let scenario = demo.scenario(named: name) else {
            printError("error: unknown trace scenario '\(name)'; known scenarios: \(demo.scenarios.map(\.name).joined(separator: ", "))")
            throw ExitCode.failure
        }
        print(TraceText.describe(scenario.run(language)), terminator: "")
    }
}

extension Language: ExpressibleByArgument {}
