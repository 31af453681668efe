import Foundation
import MFSSite

/// Debian's Pygments (`/usr/bin/python3` with `python3-pygments`, which
/// `make deps` installs): the highlighter the site used before, kept as the
/// tests' oracle and the bench's comparison. One Python process per call.
public enum Pygments {
    /// The opening of every script: `blocks`, the blocks read as JSON on
    /// stdin, and `run(block)`, one block's HTML as the site wrote it.
    static let prelude = """
        import json, sys, time
        from pygments import highlight
        from pygments.formatters import HtmlFormatter
        from pygments.lexers import ObjectiveCLexer, SwiftLexer
        lexers = {"swift": SwiftLexer(), "objc": ObjectiveCLexer()}
        formatter = HtmlFormatter(nowrap=True)
        blocks = json.load(sys.stdin)
        def run(block): return highlight(block["code"], lexers[block["language"]], formatter)

        """

    /// The interpreter that has Pygments: Debian's.
    public static let python = "/usr/bin/python3"

    /// Pygments' HTML of each of `blocks`.
    public static func html(_ blocks: [(CodeLanguage, String)], python: String = python) throws -> [String] {
        let output = try run("json.dump([run(b) for b in blocks], sys.stdout)", blocks, python: python)
        return try JSONSerialization.jsonObject(with: output) as? [String] ?? []
    }

    /// Pygments' best time of three passes over `blocks`, in microseconds per
    /// block, timed inside Python (no start-up).
    static func microsecondsPerBlock(_ blocks: [(CodeLanguage, String)], python: String = python) throws -> Double {
        let output = try run("""
            best = float("inf")
            for _ in range(3):
                start = time.perf_counter()
                for b in blocks: run(b)
                best = min(best, time.perf_counter() - start)
            print(best * 1e6 / len(blocks))
            """, blocks, python: python)
        guard let value = Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw ChildProcess.Failure(description: "Pygments printed no time")
        }
        return value
    }

    /// Runs the prelude and `script` over `blocks` with `python`; what it
    /// printed. Throws, naming the cause (no interpreter, Python's own last
    /// error line, such as a missing `pygments` module), when it fails.
    private static func run(_ script: String, _ blocks: [(CodeLanguage, String)], python: String) throws -> Data {
        let advice = "make deps installs python3-pygments"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw ChildProcess.Failure(description: "cannot run \(python): no such executable; \(advice)")
        }
        // The blocks go in through a file: Python may exit before it reads them (a missing module).
        let request = FileManager.default.temporaryDirectory.appendingPathComponent("mfs-pygments-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: blocks.map { ["language": $0.0.rawValue, "code": $0.1] }).write(to: request)
        defer { try? FileManager.default.removeItem(at: request) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-I", "-c", prelude + script]
        let output = Pipe(), errors = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: request)
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            throw ChildProcess.Failure(description: "cannot run \(python): \(error.localizedDescription); \(advice)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let cause = said.split(separator: "\n").last.map { ": \($0)" } ?? ""
            throw ChildProcess.Failure(description: "Pygments failed (status \(process.terminationStatus))\(cause); \(advice)")
        }
        return data
    }
}
