import Foundation
import MFS
import MFSSite

/// The site build benchmark (issues 8 and 19): `mfs build` with a cold and a
/// warm highlighting cache, Hugo and the `cmark-gfm` floor over the same
/// generated corpus, whose every code block is unique, alternating, `runs`
/// times; then our build of a corpus with one screen embed per page, the
/// incremental rebuild after a one-page edit, and the highlighter against
/// Pygments per block.
///
/// Every build is a child process measured from spawn to exit (wall time) with
/// `wait4`'s peak RSS; outputs go to fresh folders, all removed after the last
/// run: on ext4 without a journal (this machine's disk) a folder removed just
/// before a build makes its thousands of file creations several times slower,
/// as the kernel steps over the recently freed inodes one by one.
/// A cold build gets an empty `XDG_CACHE_HOME` (where an `mfs` that caches
/// highlighted code would keep it); a warm one the folder of an untimed build
/// before the runs, as does each other tool, so that every warm build finds
/// what a rebuild finds. `highlight_cache_files` counts what that folder holds:
/// 0 for an `mfs` with no cache, whose cold and warm builds do the same work.
public struct SiteBenchmark {
    public var pageCount: Int
    public var runs = 9
    /// The `mfs` executable to measure.
    public var mfs: String
    /// Where the corpora and outputs are written.
    public var folder: URL
    public var log: (String) -> Void = { _ in }

    public init(mfs: String, folder: URL, pageCount: Int = 1000) {
        self.mfs = mfs
        self.folder = folder
        self.pageCount = pageCount
    }

    var plain: URL { folder.appendingPathComponent("content") }
    var embedded: URL { folder.appendingPathComponent("content-embeds") }
    var hugoSite: URL { folder.appendingPathComponent("hugo") }
    var markdown: URL { folder.appendingPathComponent("all.md") }
    var warmCache: URL { folder.appendingPathComponent("cache-warm") }

    /// Writes the inputs into `folder`: `content/` (the plain corpus),
    /// `content-embeds/` (one embed per page), `hugo/` (the same corpus as a
    /// Hugo site) and `all.md` (the bodies concatenated, for cmark-gfm).
    public func writeInputs() throws {
        let corpus = SiteCorpus(pageCount: pageCount)
        try corpus.write(to: plain)
        try SiteCorpus(pageCount: pageCount, embeds: true).write(to: embedded)
        try HugoSite(corpus: corpus).write(to: hugoSite)
        try Data(corpus.concatenatedBodies().utf8).write(to: markdown)
    }

    public struct Result: Sendable, Encodable {
        public var pages: Int
        public var runs: Int
        public var code_blocks: Int
        public var highlight_cache_files: Int
        public var mfs_cold_ms_per_page: Double
        public var mfs_warm_ms_per_page: Double
        public var hugo_ms_per_page: Double
        public var cmark_ms_per_page: Double
        public var embed_ms_per_page: Double
        public var cold_vs_hugo: Double
        public var warm_vs_hugo: Double
        public var cold_vs_cmark: Double
        public var warm_vs_cmark: Double
        public var peak_rss_mb: Double
        public var hugo_peak_rss_mb: Double
        public var incremental_ms: Double
        public var highlight_us_per_block: Double
        /// `nil` when Pygments did not run (the log says why).
        public var pygments_us_per_block: Double?
    }

    /// Runs every measurement; `screens` are the in-process incremental build's
    /// (the plain corpus it rebuilds names none).
    public func run(screens: any ScreenProvider) throws -> Result {
        log("generating \(pageCount) pages in \(folder.path)")
        try writeInputs()

        var cold: [ChildProcess.Measurement] = [], warm: [ChildProcess.Measurement] = []
        var hugo: [ChildProcess.Measurement] = [], cmark: [ChildProcess.Measurement] = [], embeds: [ChildProcess.Measurement] = []
        let hugoPath = try Self.hugoExecutable()
        let logFile = folder.appendingPathComponent("child.log").path
        let outputs = (["warm-up"] + (1...runs).map { "out-\($0)" }).map { folder.appendingPathComponent($0) }
        defer { for output in outputs { try? FileManager.default.removeItem(at: output) } }
        let warmEnvironment = ["XDG_CACHE_HOME": warmCache.path]
        // The untimed builds: ours with the warm cache, Hugo with its own.
        let tools = [([mfs, "build", "--content", plain.path, "--output"], warmEnvironment),
                     ([hugoPath, "--quiet", "--source", hugoSite.path, "--destination"], [:]),
                     ([mfs, "build", "--content", embedded.path, "--output"], warmEnvironment)]
        for (index, (tool, environment)) in tools.enumerated() {
            _ = try measure(tool[0], Array(tool.dropFirst()) + [outputs[0].appendingPathComponent("site-\(index)").path],
                            log: logFile, environment: environment)
        }
        let cacheFiles = Self.fileCount(in: warmCache)
        for run in 1...runs {
            let out = outputs[run]
            let coldCache = folder.appendingPathComponent("cache-cold-\(run)")
            defer { try? FileManager.default.removeItem(at: coldCache) }
            cold.append(try measure(mfs, ["build", "--content", plain.path, "--output", out.appendingPathComponent("cold").path],
                                    log: logFile, environment: ["XDG_CACHE_HOME": coldCache.path]))
            warm.append(try measure(mfs, ["build", "--content", plain.path, "--output", out.appendingPathComponent("warm").path],
                                    log: logFile, environment: warmEnvironment))
            hugo.append(try measure(hugoPath, ["--quiet", "--source", hugoSite.path, "--destination", out.appendingPathComponent("hugo").path], log: logFile))
            cmark.append(try measure("cmark-gfm", Self.cmarkArguments + [markdown.path], log: logFile, stdout: out.appendingPathComponent("cmark.html").path))
            embeds.append(try measure(mfs, ["build", "--content", embedded.path, "--output", out.appendingPathComponent("embeds").path],
                                      log: logFile, environment: warmEnvironment))
            log("run \(run): mfs cold \(ms(cold.last!)) ms, warm \(ms(warm.last!)) ms, hugo \(ms(hugo.last!)) ms, "
                + "cmark-gfm \(ms(cmark.last!)) ms, embeds \(ms(embeds.last!)) ms")
        }
        let incremental = try measureIncremental(screens: screens)
        let blocks = try SiteCorpus(pageCount: pageCount).codeBlocks()
        let (ours, pygments) = HighlightBenchmark(blocks: blocks).run()
        switch pygments {
        case .success(let time):
            log(String(format: "highlighting %d blocks: %.1f µs per block in process, Pygments %.1f µs", blocks.count, ours, time))
        case .failure(let failure):
            log(String(format: "highlighting %d blocks: %.1f µs per block in process; Pygments skipped: ", blocks.count, ours) + failure.description)
        }
        let perPage = { (runs: [ChildProcess.Measurement]) in Self.median(runs.map(\.seconds)) * 1000 / Double(pageCount) }
        let (coldMs, warmMs, hugoMs, cmarkMs) = (perPage(cold), perPage(warm), perPage(hugo), perPage(cmark))
        return Result(pages: pageCount, runs: runs, code_blocks: blocks.count, highlight_cache_files: cacheFiles,
                      mfs_cold_ms_per_page: coldMs, mfs_warm_ms_per_page: warmMs,
                      hugo_ms_per_page: hugoMs, cmark_ms_per_page: cmarkMs, embed_ms_per_page: perPage(embeds),
                      cold_vs_hugo: coldMs / hugoMs, warm_vs_hugo: warmMs / hugoMs,
                      cold_vs_cmark: coldMs / cmarkMs, warm_vs_cmark: warmMs / cmarkMs,
                      peak_rss_mb: Self.median((cold + warm).map(\.peakRSSMegabytes)),
                      hugo_peak_rss_mb: Self.median(hugo.map(\.peakRSSMegabytes)),
                      incremental_ms: incremental * 1000,
                      highlight_us_per_block: ours, pygments_us_per_block: try? pygments.get())
    }

    /// How many files (not folders) `folder` holds at any depth; 0 if it does not exist.
    static func fileCount(in folder: URL) -> Int {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])?.compactMap { item in
            (try? (item as? URL)?.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true ? item : nil
        }
        return files?.count ?? 0
    }

    /// The median time of an `IncrementalSiteBuilder` rebuild after one
    /// page's text changed (headings, title and links unchanged), in seconds;
    /// measured in this process, as the development server runs it, after a
    /// full build and two warm-up edits, with `screens` as its provider.
    func measureIncremental(screens: any ScreenProvider) throws -> Double {
        let output = folder.appendingPathComponent("incremental")
        defer { try? FileManager.default.removeItem(at: output) }
        let builder = IncrementalSiteBuilder(contentDirectory: plain.path, outputDirectory: output.path, screens: screens)
        let page = plain.appendingPathComponent("ru/page-0001.md")
        let original = try String(contentsOf: page, encoding: .utf8)
        defer { try? Data(original.utf8).write(to: page) }
        var times: [Double] = []
        _ = try builder.build()
        for edit in 1...(runs + 2) {
            try Data((original + "\nПравка номер \(edit).\n").utf8).write(to: page)
            let start = ContinuousClock.now
            _ = try builder.build()
            if edit > 2 { times.append((ContinuousClock.now - start).seconds) }
            guard builder.lastRendered == ["ru/page-0001.md"] else {
                throw ChildProcess.Failure(description: "the incremental build rendered \(builder.lastRendered.count) pages, not 1")
            }
        }
        log("incremental: " + times.map { String(format: "%.1f ms", $0 * 1000) }.joined(separator: ", "))
        return Self.median(times)
    }

    private func ms(_ measurement: ChildProcess.Measurement) -> String {
        String(format: "%.0f", measurement.seconds * 1000)
    }

    /// Measures one child process that writes to `stdout` when given, else to
    /// its last argument (an output folder), with `environment` added; makes
    /// the folder that holds the output.
    private func measure(_ executable: String, _ arguments: [String], log: String, stdout: String? = nil,
                         environment: [String: String] = [:]) throws -> ChildProcess.Measurement {
        let output = URL(fileURLWithPath: stdout ?? arguments.last!)
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        return try ChildProcess.measure(executable, arguments, log: stdout ?? log, environment: environment)
    }

    /// cmark-gfm with the extensions and options `mfs` uses (its command line has no footnote switch; the corpus has no footnotes);
    /// `--validate-utf8` is the check `mfs` makes as it reads each file.
    static let cmarkArguments = ["--unsafe", "--table-prefer-style-attributes", "--validate-utf8",
                                 "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist"]

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func hugoExecutable() throws -> String {
        for path in ["/usr/bin/hugo", "/usr/local/bin/hugo"] where FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        throw ChildProcess.Failure(description: "hugo is not installed: run `apt-get install hugo` (make deps does)")
    }
}
