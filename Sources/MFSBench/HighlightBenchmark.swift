import Foundation
import MFSSite

/// The cost of highlighting one code block: `CodeHighlighter` in this process,
/// and Pygments in one Python process timing only its own loop, over the same
/// blocks. Each is the best of three passes, in microseconds per block.
struct HighlightBenchmark {
    let blocks: [(CodeLanguage, String)]

    func run() throws -> (ours: Double, pygments: Double) {
        var ours = Double.infinity
        for _ in 0..<3 {
            let start = ContinuousClock.now
            for (language, code) in blocks { _ = CodeHighlighter.html(code, language: language) }
            ours = min(ours, (ContinuousClock.now - start).seconds)
        }
        return (ours * 1e6 / Double(blocks.count), try Pygments.microsecondsPerBlock(blocks))
    }
}
