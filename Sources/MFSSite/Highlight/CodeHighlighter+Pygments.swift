import Foundation

extension CodeHighlighter {
    /// Reads `[{"language": "swift"|"objc", "code": ...}]` as JSON on stdin and
    /// writes the list of highlighted HTML fragments (CSS classes, no wrapper).
    static let script = """
        import json, sys
        from pygments import highlight
        from pygments.formatters import HtmlFormatter
        from pygments.lexers import ObjectiveCLexer, SwiftLexer
        lexers = {"swift": SwiftLexer(), "objc": ObjectiveCLexer()}
        formatter = HtmlFormatter(nowrap=True)
        blocks = json.load(sys.stdin)
        json.dump([highlight(b["code"], lexers[b["language"]], formatter) for b in blocks], sys.stdout)
        """

    /// Debian's Python (`/usr/bin/python3`, where `python3-pygments` lives), else `python3` on the PATH.
    static var python: (URL, [String]) {
        let system = "/usr/bin/python3"
        return FileManager.default.isExecutableFile(atPath: system)
            ? (URL(fileURLWithPath: system), ["-I", "-c", script])
            : (URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-I", "-c", script])
    }

    /// Runs one Python process over `blocks`; the HTML of each, in order.
    static func runPygments(_ blocks: [Block]) throws(HighlightFailure) -> [String] {
        let process = Process()
        (process.executableURL, process.arguments) = python
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let request = blocks.map { ["language": $0.language.rawValue, "code": $0.code] }
        do {
            let json = try JSONSerialization.data(withJSONObject: request)
            try process.run()
            try input.fileHandleForWriting.write(contentsOf: json)
            try input.fileHandleForWriting.close()
        } catch {
            throw HighlightFailure(message: "cannot run python3 with Pygments (make deps installs python3-pygments): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let htmls = (try? JSONSerialization.jsonObject(with: data)) as? [String], htmls.count == blocks.count else {
            let reason = message.split(whereSeparator: \.isNewline).last.map(String.init) ?? "exit status \(process.terminationStatus)"
            throw HighlightFailure(message: "Pygments failed (make deps installs python3-pygments): \(reason)")
        }
        return htmls
    }
}
