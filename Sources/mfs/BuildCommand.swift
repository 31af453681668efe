import ArgumentParser
import MFSCommandLine
import MFSScreens
import MFSSite

/// `mfs build`: compiles the site's own screens (`Content/screens/`, `SiteScreenLibrary`) if it has any,
/// writes the site; on errors prints diagnostics and exits 1.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "build", abstract: "Build the site into the output directory.")

    @Option(help: "The folder of Markdown content, one subfolder per language.")
    var content = "Content"

    @Option(help: "The folder the site is written to; replaced as a whole on success.")
    var output = "Public"

    @Option(help: "The absolute URL the site is served from (sitemap.xml, 404.html, canonical and OpenGraph URLs); overrides site.yaml's baseURL. Default: site.yaml's, else \(SiteBuilder.defaultBaseURL).")
    var baseURL: String?

    @Option(help: ArgumentHelp("A folder of DocC's static HTML (make reference) to publish at reference/ and link from every page's footer.",
                               valueName: "folder"))
    var apiReference: String?

    func run() throws {
        do throws(BuildFailure) {
            let screens = try SiteScreenLibrary(contentDirectory: content, executablePath: CommandLine.executablePath)
                .provider(with: DemoScreens())
            var builder = SiteBuilder(contentDirectory: content, outputDirectory: output, screens: screens)
            builder.baseURL = baseURL
            builder.apiReference = apiReference
            let summary = try builder.build()
            for warning in summary.warnings { printError(warning.description) }
            print(summary)
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
    }
}
