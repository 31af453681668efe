import Foundation
import MFSSite

/// The cost of highlighting one code block: `CodeHighlighter` in this process,
/// and Pygments in one Python process timing only its own loop, over the same
/// blocks. Each is the best of three passes, in microseconds per block.
struct HighlightBenchmark {
    let blocks: [(CodeLanguage, String)]
    /// The interpreter that runs Pygments.
    var python = Pygments.python

    /// Our time, and Pygments' or why Pygments did not run (no Python, no
    /// Pygments): the comparison is then skipped, not the benchmark.
    func run() -> (ours: Double, pygments: Result<Double, ChildProcess.Failure>) {
        var ours = Double.infinity
        for _ in 0..<3 {
            let start = ContinuousClock.now
            for (language, code) in blocks { _ = CodeHighlighter.html(code, language: language) }
            ours = min(ours, (ContinuousClock.now - start).seconds)
        }
        let pygments = Result { () throws(ChildProcess.Failure) in
            do { return try Pygments.microsecondsPerBlock(blocks, python: python) } catch {
                throw error as? ChildProcess.Failure ?? ChildProcess.Failure(description: "Pygments failed: \(error)")
            }
        }
        return (ours * 1e6 / Double(blocks.count), pygments)
    }
}
