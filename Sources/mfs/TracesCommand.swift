import ArgumentParser
import MFS
import MFSCommandLine
import MFSSite

/// `mfs traces [NAME] [--language L] [--content DIR]`: the scenarios `mfs-trace`
/// blocks can name (the demo's and the content's own), or the engine's trace of one of them.
struct TracesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "traces", abstract: "List the life-cycle trace scenarios, or print one.")

    @Argument(help: "A scenario to run and print; without it, the list.")
    var name: String?

    @Option(help: "The language of the view-model strings: \(Language.names).")
    var language: Language = .en

    @OptionGroup var screens: ContentScreens

    func run() throws {
        let provider = try screens.provider()
        guard let name else {
            for scenario in provider.scenarios { print("\(scenario.name): \(scenario.summary)") }
            return
        }
        guard let scenario = provider.scenario(named: name) else {
            printError("error: unknown trace scenario '\(name)'; known scenarios: \(provider.scenarios.map(\.name).joined(separator: ", "))")
            throw ExitCode.failure
        }
        print(TraceText.describe(scenario.run(language)), terminator: "")
    }
}
