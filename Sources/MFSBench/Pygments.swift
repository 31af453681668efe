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

    /// Pygments' HTML of each of `blocks`.
    public static func html(_ blocks: [(CodeLanguage, String)]) throws -> [String] {
        let output = try run("json.dump([run(b) for b in blocks], sys.stdout)", blocks)
        return try JSONSerialization.jsonObject(with: output) as? [String] ?? []
    }

    /// Pygments' best time of three passes over `blocks`, in microseconds per
    /// block, timed inside Python (no start-up).
    static func microsecondsPerBlock(_ blocks: [(CodeLanguage, String)]) throws -> Double {
        let output = try run("""
            best = float("inf")
            for _ in range(3):
                start = time.perf_counter()
                for b in blocks: run(b)
                best = min(best, time.perf_counter() - start)
            print(best * 1e6 / len(blocks))
            """, blocks)
        guard let value = Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw ChildProcess.Failure(description: "Pygments printed no time")
        }
        return value
    }

    /// Runs the prelude and `script` over `blocks`; what it printed.
    private static func run(_ script: String, _ blocks: [(CodeLanguage, String)]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-I", "-c", prelude + script]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let request = blocks.map { ["language": $0.0.rawValue, "code": $0.1] }
        try input.fileHandleForWriting.write(contentsOf: JSONSerialization.data(withJSONObject: request))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ChildProcess.Failure(description: "Pygments failed (status \(process.terminationStatus)): make deps installs python3-pygments")
        }
        return data
    }
}
