import ArgumentParser
import Foundation
import MFSCommandLine

/// `mfs init DIR`: a new site in a folder that does not exist or is empty:
/// `Content/` with a start page in each language given, a sample screen (a
/// controller and a cell in MFS style, UIKit code in `Content/screens/`), a
/// Makefile (`make site`, `make serve`, `make test`) that runs this very `mfs`,
/// a `.gitignore` and a CI workflow. Writes nothing anywhere else.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Create a site: Content/ in the languages given, a sample screen, a Makefile and a CI workflow.")

    @Argument(help: "The folder to create the site in; it must not exist or be empty.")
    var directory: String

    @Option(help: "The site's languages, comma-separated, the first the default: \(SiteTemplate.languages.joined(separator: ", ")).")
    var languages = "en"

    func run() throws {
        do throws(SiteTemplate.Failure) {
            let codes = try SiteTemplate.parseLanguages(languages)
            try SiteTemplate(directory: directory, languages: codes, mfs: CommandLine.executablePath).write()
            print("created \(directory): `make site` builds it into Public/, `make serve` previews it, `make test` checks it")
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
    }
}
