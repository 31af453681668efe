import ArgumentParser
import MFS
import MFSCommandLine
import MFSScreens
import MFSSite

/// The `--content DIR` option of the commands that run screens (`mfs screen`,
/// `screens`, `traces`, `check`, `screenshots`): the demo's screens and
/// scenarios, and after them the content folder's own (`screens/`,
/// `SiteScreenLibrary`), compiled or taken from the cache.
struct ContentScreens: ParsableArguments {
    @Option(help: "The content folder: its own screens (its screens/ folder) join the demo's.")
    var content = "Content"

    /// The demo's screens and the content's; on an error in the content's (a
    /// compile error, a screen that traps) prints it located and exits 1.
    func provider() throws -> any ScreenProvider {
        do throws(BuildFailure) {
            return try SiteScreenLibrary(contentDirectory: content, executablePath: CommandLine.executablePath).provider(with: DemoScreens())
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
    }
}
