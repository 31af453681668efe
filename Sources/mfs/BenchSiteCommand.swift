import ArgumentParser
import Foundation
import MFSBench
import MFSCommandLine
import MFSScreens

/// `mfs bench site`: build speed against Hugo and the cmark-gfm floor (issues 8 and 19).
struct BenchSiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Time `mfs build` (cold and warm) against Hugo and cmark-gfm on a generated corpus of unique code blocks.")

    @Flag(help: "Print the figures as one JSON object.")
    var json = false

    @Option(help: "How many pages the corpus has.")
    var pages = 1000

    @Option(help: "How many alternating runs of each build (medians are reported).")
    var runs = 9

    @Option(help: "Where to write the corpora and outputs; default: a fresh folder in /dev/shm if it exists, else the system temporary folder.")
    var directory: String?

    @Option(help: "The mfs executable to time (default: this one), e.g. an older build; the incremental and per-block figures are always this one's.")
    var mfs: String?

    @Option(help: "Only write the corpora and the Hugo site into this folder and stop (for profiling).")
    var writeCorpus: String?

    func run() throws {
        if let writeCorpus {
            try SiteBenchmark(mfs: CommandLine.executablePath, folder: URL(fileURLWithPath: writeCorpus), pageCount: pages).writeInputs()
            return
        }
        let folder = try Self.scratchFolder(in: directory)
        defer { try? FileManager.default.removeItem(at: folder) }
        var benchmark = SiteBenchmark(mfs: mfs ?? CommandLine.executablePath, folder: folder, pageCount: pages)
        benchmark.runs = runs
        benchmark.log = { printError($0) }
        let result = try benchmark.run(screens: DemoScreens())
        print(json ? result.json : result.table)
    }

    static func scratchFolder(in directory: String?) throws -> URL {
        let shm = URL(fileURLWithPath: "/dev/shm")
        let parent = directory.map { URL(fileURLWithPath: $0) }
            ?? (FileManager.default.isWritableFile(atPath: shm.path) ? shm : FileManager.default.temporaryDirectory)
        let folder = parent.appendingPathComponent("mfs-bench-site-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
