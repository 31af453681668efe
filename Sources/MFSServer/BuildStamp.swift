/// Names one build of the site while a server runs: served pages carry it, and
/// a page reloads when the server announces a different one. Unique across
/// server runs, so a page left open over a restart reloads too.
struct BuildStamp: Hashable, Sendable, CustomStringConvertible {
    let run: UInt32
    let count: Int

    init(run: UInt32 = .random(in: .min ... .max), count: Int = 1) {
        self.run = run
        self.count = count
    }

    func next() -> BuildStamp { BuildStamp(run: run, count: count + 1) }

    /// Letters, digits and `-` only: safe inside a script string and an event line.
    var description: String { String(run, radix: 16) + "-" + String(count) }
}
