import ArgumentParser
import Foundation
import MFS
import MFSCommandLine
import MFSSite

/// `mfs screen NAME [--content DIR]`: runs one screen (the demo's or the
/// content's own) through the engine and prints its frames.
struct ScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "screen", abstract: "Compute one screen's frames at one or more sizes.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, html, text }

    @Argument(help: "A screen name from `mfs screens`.")
    var name: String

    @Option(name: .customLong("size"), help: "WIDTHxHEIGHT, repeatable; default: the device set.")
    var sizes: [String] = []

    @Option(help: "A JSON object of view-model overrides, e.g. '{\"signInTitle\":\"Go\"}'.")
    var model: String?

    @Option(help: "A screen-specific state, e.g. expanded.")
    var state: String?

    @Option(help: "The language of the view model's strings: \(Language.names).")
    var language: String = "en"

    @Option(help: "json, html or text.")
    var format: Format = .json

    @OptionGroup var screens: ContentScreens

    func run() throws {
        do {
            let request = ScreenRequest(size: .zero, model: try parseModel(), state: state, language: try parseLanguage())
            let provider = try screens.provider()
            let screen = try provider.validated(name, request)
            let sizes = try self.sizes.isEmpty ? ScreenSizes.defaults : self.sizes.map { try ScreenSizes.parse($0) }
            let requests = sizes.map { size in
                var sized = request
                sized.size = size
                return sized
            }
            try tryOut(requests, in: provider)
            let snapshots = requests.map(screen.render)
            switch format {
            case .json: print(SnapshotJSON.encode(name: name, snapshots))
            case .html: print(ScreenHTML(language: request.language).group(snapshots, requests: requests, of: screen, label: name), terminator: "")
            case .text: print(snapshots.map(SnapshotText.describe).joined(separator: "\n"), terminator: "")
            }
        } catch let error as ScreenError {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }

    /// Tries a site's own screen out with `requests` in a child process first
    /// (`CombinedScreens`): a trap is a located error, not a crash of this one.
    private func tryOut(_ requests: [ScreenRequest], in provider: any ScreenProvider) throws {
        do throws(BuildFailure) { try (provider as? CombinedScreens)?.tryOut(name, requests) } catch {
            printError(error.description)
            throw ExitCode.failure
        }
    }

    private func parseLanguage() throws -> Language {
        guard let language = Language(rawValue: language) else {
            printError("error: unknown language '\(language)'; use \(Language.names)")
            throw ExitCode.failure
        }
        return language
    }

    private func parseModel() throws -> [String: ModelValue] {
        guard let model else { return [:] }
        do {
            return try JSONDecoder().decode([String: ModelValue].self, from: Data(model.utf8))
        } catch {
            printError("error: --model must be a JSON object of strings, integers or booleans, e.g. '{\"text\":\"Hello\"}'")
            throw ExitCode.failure
        }
    }
}
