import ArgumentParser
import Foundation
import MFSBrowser
import MFSCheck
import MFSCommandLine

/// `mfs screenshots [DIR] [--output Screenshots] [--content DIR]`: a PNG of
/// every screen at every size (the demo's and the content's own) and of the top
/// of every page, drawn by headless Chromium.
struct ScreenshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshots",
        abstract: "Draw every screen figure and every page's top in headless Chromium, as PNGs.")

    @Argument(help: "The built site folder.")
    var site = "Public"

    @Option(help: "The folder the PNGs are written to.")
    var output = "Screenshots"

    @OptionGroup var screens: ContentScreens

    func run() throws {
        let provider = try screens.provider()
        do {
            let screenshots = SiteScreenshots(checker: SiteChecker(browser: try Chromium.locate(), engine: SiteChecker.engine(provider)))
            let pngs = try screenshots.write(site: try siteFolder(site), to: URL(fileURLWithPath: output))
            print("wrote \(pngs.count) screenshots into \(output)")
        } catch {
            printError("\(site): error: \(error)")
            throw ExitCode.failure
        }
    }
}
