import ArgumentParser
import Foundation
import MFSBrowser
import MFSCheck
import MFSCommandLine

/// `mfs check [DIR]`: loads every page of a built site in headless Chromium,
/// checks it against the frame contract and compares every figure with the
/// engine's snapshot of it (the demo's screens and the content's own,
/// `SiteScreenLibrary`); prints each problem and exits 1 on any.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a built site in headless Chromium: every screen as the engine computed it, fonts, errors, missing files.")

    @Argument(help: "The built site folder.")
    var site = "Public"

    @OptionGroup var screens: ContentScreens

    func run() throws {
        let report: SiteReport, provider = try screens.provider()
        do {
            report = try SiteChecker(browser: try Chromium.locate(), engine: SiteChecker.engine(provider)).check(site: try siteFolder(site))
        } catch {
            printError("\(site): error: \(error)")
            throw ExitCode.failure
        }
        print(report)
        if !report.problems.isEmpty { throw ExitCode.failure }
    }
}

/// `path` as a folder URL, for the commands that read a built site; throws when it is not a folder.
func siteFolder(_ path: String) throws -> URL {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw CheckFailure("no built site there; run `mfs build` first")
    }
    return URL(fileURLWithPath: path)
}
