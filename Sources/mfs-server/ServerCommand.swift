import ArgumentParser
import Dispatch
import Foundation
import MFSCommandLine
import MFSScreens
import MFSServer
import MFSSite

/// `mfs-server`, which `mfs serve` runs: builds the site, serves it with live
/// reload until Ctrl-C. An executable of its own, so that `mfs` links no SwiftNIO.
///
/// An output folder a build would refuse to replace (`/`, the home folder, the
/// content folder, a folder with files mfs did not write, ...) is an error:
/// nothing is built or served.
@main
struct ServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mfs serve",
        abstract: ServeOptions.abstract,
        subcommands: [ProbeScreensCommand.self])

    @OptionGroup var options: ServeOptions

    func run() async throws {
        let (host, port, content, output, watch) = (options.host, options.port, options.content, options.output, options.watch)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: content, isDirectory: &isFolder), isFolder.boolValue else {
            printError("\(content): error: content folder not found")
            throw ExitCode.failure
        }
        do throws(Diagnostic) {
            try OutputOwnership.check(output: output, content: content)
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
        let builder = ReloadingSiteBuilder(contentDirectory: content, outputDirectory: output, app: DemoScreens(),
                                           executablePath: CommandLine.executablePath)
        let server = DevServer(host: host, port: port, outputDirectory: output, watching: watch ? [content] : [],
                               build: { () throws(BuildFailure) in try builder.build() },
                               report: Self.report, log: printError)
        let interrupts = Self.interrupts()
        do {
            let port = try await server.start()
            Self.say("serving \(output) on http://\(host.contains(":") ? "[\(host)]" : host):\(port)/\(watch ? ", watching \(content)" : ""); Ctrl-C stops")
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
        for await _ in interrupts { break }
        await server.stop()
        Self.say("stopped")
    }

    private static func report(_ outcome: BuildOutcome) {
        switch outcome {
        case .built(let summary): say(summary.description)
        case .failed(let failure): printError(failure.description + "\n(still serving the last good build)")
        }
    }

    /// Writes `line` to standard output at once (unbuffered, also through a pipe).
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// SIGINT (Ctrl-C) and SIGTERM, delivered as a stream instead of killing the process.
    private static func interrupts() -> AsyncStream<Int32> {
        AsyncStream { continuation in
            let sources = SignalSources([SIGINT, SIGTERM]) { continuation.yield($0) }
            continuation.onTermination = { _ in sources.cancel() }
        }
    }
}
