import ArgumentParser
import MFSSite

/// `mfs-server probe-screens -- LIBRARY SIZE…` (hidden): the server's rebuilds
/// run a site's compiled screens in a process of their own (`SiteScreenProbe`)
/// with this executable, whose symbols they link to, as `mfs build` does with `mfs`.
struct ProbeScreensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: SiteScreenProbe.commandName, shouldDisplay: false)

    @Argument var arguments: [String] = []

    func run() { SiteScreenProbe(arguments: arguments).run() }
}
