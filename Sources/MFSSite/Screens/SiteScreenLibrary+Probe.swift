import Foundation
import MFS

extension SiteScreenLibrary {
    /// What Swift writes before the message of a trap (`fatalError`, a nil
    /// unwrapped, an index out of range, `precondition`, `assert`), after
    /// `FILE:LINE: ` (`#fileID`: `MODULE/NAME.swift`) when it knows where.
    static let trapKinds = ["Fatal error", "Precondition failed", "Assertion failed"]

    /// How long the probe's child may run: `MFS_PROBE_SECONDS` (whole seconds), else a minute.
    static var probeTimeout: Duration {
        .seconds(ProcessInfo.processInfo.environment["MFS_PROBE_SECONDS"].flatMap { Int($0) }.map { max($0, 1) } ?? 60)
    }

    /// The sizes the probe runs the screens at, as `WIDTHxHEIGHT`: the device
    /// set, then `site.yaml`'s `sizes` (none when it cannot be read: the build says why).
    func probeSizes() -> [String] {
        let configured = (try? SiteConfig.load(contentDirectory: contentDirectory).sizes) ?? []
        var seen = Set<Size>()
        return (ScreenSizes.defaults + configured).filter { seen.insert($0).inserted }.map { "\($0.width)x\($0.height)" }
    }

    /// Runs the screens of `library` in a child process, this executable's
    /// hidden `probe-screens` (`SiteScreenProbe`), before this process runs
    /// them: with no `calls`, every screen at the probe's sizes (before it loads
    /// them); else only `calls`, the requests a build's pages make. Skipped when
    /// `<library>.probed` lists the stamp of the same sizes and calls (a line,
    /// added when the child exits with 0). A child killed by a signal is a
    /// diagnostic at the line of the site's file that trapped
    /// (`PATH:LINE:1: error: the screen NAME trapped: MESSAGE`), on the screens
    /// folder when the trap is not in the site's code.
    func probe(_ library: String, sources: [String], calls: [ScreenCall] = []) throws(Diagnostic) {
        let sizes = probeSizes(), marker = library + ".probed"
        let json = calls.isEmpty ? nil : try? JSONEncoder().encode(calls)
        var hash = FNV1a()
        hash.combine((sizes.joined(separator: "\n") + "\n").utf8)
        hash.combine(json ?? Data())
        let stamp = String(hash.value, radix: 16)
        let probed = (try? String(contentsOfFile: marker, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        if probed.contains(stamp) { return }
        do {
            var arguments = [executable, SiteScreenProbe.commandName, "--", library]
            let file = FileManager.default.temporaryDirectory.appending(path: "mfs-probe-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            if let json {
                try json.write(to: file)
                arguments += [SiteScreenProbe.callsOption, file.path]
            }
            let timeout = Self.probeTimeout
            let child = try Self.run(arguments + sizes, environment: ["SWIFT_BACKTRACE": "enable=no"], timeout: timeout)
            if child.timedOut {
                throw Diagnostic(path: sourceFolder, message: "\(Self.lastStep(child.output)) did not finish in \(timeout.components.seconds) s "
                    + "(a loop that never ends?); MFS_PROBE_SECONDS=N allows N seconds")
            }
            if child.signal != 0 { throw trapped(child.output, signal: child.signal, sources: sources) }
            guard child.status == 0 else {
                let said = child.output.split(separator: "\n").last { !$0.hasPrefix(SiteScreenProbe.stepPrefix) } ?? "exit status \(child.status)"
                throw Diagnostic(path: sourceFolder, message: "cannot try the screens out: \(said)")
            }
            try ((probed + [stamp]).joined(separator: "\n") + "\n").write(toFile: marker, atomically: true, encoding: .utf8)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic(path: sourceFolder, message: "cannot try the screens out: \(error)")
        }
    }

    /// What the probe's `output` says it ran last (`the screen note`), else "the screens".
    static func lastStep(_ output: String) -> String {
        output.split(separator: "\n").last { $0.hasPrefix(SiteScreenProbe.stepPrefix) }.map { String($0.dropFirst(SiteScreenProbe.stepPrefix.count)) }
            ?? "the screens"
    }

    /// The diagnostic for a probe killed by `signal`, from its `output`: what it
    /// ran last and Swift's report of the trap, located in `sources` when the
    /// report names one of them (`SiteScreens_KEY/NAME.swift:LINE`).
    func trapped(_ output: String, signal: Int32, sources: [String]) -> Diagnostic {
        let lines = output.split(separator: "\n"), step = Self.lastStep(output)
        for line in lines {
            for kind in Self.trapKinds {
                guard let range = line.range(of: kind + ": ") else { continue }
                let message = "\(step) trapped: " + (kind == "Fatal error" ? "" : kind + ": ") + line[range.upperBound...]
                let place = line[..<range.lowerBound].dropLast(2)
                if let colon = place.lastIndex(of: ":"), let row = Int(place[place.index(after: colon)...]), place.hasPrefix("SiteScreens_"),
                   let name = place[..<colon].split(separator: "/", maxSplits: 1).last,
                   let source = sources.first(where: { URL(fileURLWithPath: $0).lastPathComponent == name }) {
                    return Diagnostic(path: source, line: row, column: 1, message: message)
                }
                return Diagnostic(path: sourceFolder, message: message)
            }
        }
        return Diagnostic(path: sourceFolder, message: "\(step) crashed: signal \(signal)")
    }
}
