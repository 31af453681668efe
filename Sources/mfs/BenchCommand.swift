import ArgumentParser

/// `mfs bench`: the benchmarks; each subcommand prints figures, or JSON with `--json`.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run a benchmark and print its figures.",
        subcommands: [BenchEngineCommand.self, BenchSiteCommand.self, BenchTextCommand.self])
}
