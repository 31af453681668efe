import ArgumentParser
import Foundation
import MFSCommandLine

/// `mfs serve`: checks the options, then becomes `mfs-server`, the development
/// server's own executable, found beside this one (`make serve` builds both).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: ServeOptions.abstract)

    @OptionGroup var options: ServeOptions

    func run() throws {
        let folder = URL(fileURLWithPath: CommandLine.executablePath).deletingLastPathComponent()
        let server = folder.appendingPathComponent("mfs-server").path
        let arguments = [server] + options.arguments
        var pointers = arguments.map { strdup($0) } + [nil]
        execv(server, &pointers)
        printError("\(server): error: cannot run the development server (\(String(cString: strerror(errno)))); build it with `swift build --product mfs-server` (make serve does)")
        throw ExitCode.failure
    }
}
