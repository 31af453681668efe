import ArgumentParser
import MFSSite

/// `mfs probe-screens -- LIBRARY SIZE…` (hidden): runs a site's compiled screens
/// in a process of their own before a build loads them (`SiteScreenProbe`).
struct ProbeScreensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: SiteScreenProbe.commandName, shouldDisplay: false)

    @Argument var arguments: [String] = []

    func run() { SiteScreenProbe(arguments: arguments).run() }
}
