import ArgumentParser
import Foundation
import MFS
import MFSScreens
import MFSText

/// `mfs bench engine`: wall-post heights and frames for a feed of 10,000 posts
/// at three widths: cold (empty caches, text measured), warm (caches filled),
/// the speed-up of pre-computation on every core over one, and peak memory.
/// Each figure is the median of several runs on fresh view models.
struct BenchEngineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engine", abstract: "Time the MFS engine's cell heights and frames on a feed of wall posts.")

    @Flag(help: "Print the figures as one JSON object.")
    var json = false

    @Option(help: "Posts in the feed.")
    var posts = 10_000

    @Option(help: "Runs per figure; the median is reported.")
    var runs = 5

    static let widths: [Double] = [320, 375, 414]

    struct Figures: Encodable {
        var cold_us_per_cell: Double
        var warm_us_per_cell: Double
        var parallel_speedup: Double
        var peak_rss_mb: Double
        var cells: Int
        var cores: Int
    }

    func run() async throws {
        guard posts > 0, runs > 0 else { throw ValidationError("--posts and --runs must be positive") }
        let cells = posts * Self.widths.count
        var cold: [Double] = [], warm: [Double] = [], speedups: [Double] = []
        for _ in 0..<runs {
            let (coldSeconds, warmSeconds) = coldAndWarm()
            cold.append(coldSeconds / Double(cells) * 1e6)
            warm.append(warmSeconds / Double(cells) * 1e6)
            let oneCore = await precompute(freshFeed(), tasks: 1)
            let allCores = await precompute(freshFeed(), tasks: Precomputation.coreCount)
            speedups.append(oneCore / allCores)
        }
        let figures = Figures(cold_us_per_cell: Self.median(cold), warm_us_per_cell: Self.median(warm),
                              parallel_speedup: Self.median(speedups), peak_rss_mb: Self.peakMemoryMB(),
                              cells: cells, cores: Precomputation.coreCount)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(figures), as: UTF8.self))
        } else {
            print(String(format: "engine: %d wall-post cells (%d posts × %d widths), %d cores, median of %d runs",
                         cells, posts, Self.widths.count, figures.cores, runs))
            print(String(format: "  cold   %.3f µs per cell (empty caches, text measured)", figures.cold_us_per_cell))
            print(String(format: "  warm   %.3f µs per cell (caches filled)", figures.warm_us_per_cell))
            print(String(format: "  pre-computation on %d cores: %.2f× one core", figures.cores, figures.parallel_speedup))
            print(String(format: "  peak memory %.1f MB", figures.peak_rss_mb))
        }
    }

    /// A new feed with empty caches, and the class cache and the text
    /// measurer's word and layout caches emptied too.
    private func freshFeed() -> [WallPostViewModel] {
        WallPostCell.subviewStaticFrames.removeAll()
        InterTextMeasurer.shared.removeAllWords()
        return WallPostViewModel.feed(count: posts)
    }

    /// Seconds for every height of a fresh feed (cold), then again (warm); the
    /// feed is freed on return, before the next one is made.
    private func coldAndWarm() -> (Double, Double) {
        let feed = freshFeed()
        return (Self.seconds { heights(feed) }, Self.seconds { heights(feed) })
    }

    /// `heightForRow` of every post at every width, on this thread.
    private func heights(_ feed: [WallPostViewModel]) {
        var total = 0.0
        for width in Self.widths {
            let size = Size(width: width, height: 800)
            for index in feed.indices { total += WallPostCell.calculateCellHeight(fromVM: feed[index], tableSize: size) }
        }
        precondition(total > 0)
    }

    /// Seconds `AppCells.calculateCoordinates` takes for every width with `tasks` tasks, on
    /// a page as the profile's paging gets one (`[any CellViewModel]`, made by the
    /// caller, before the clock starts).
    private func precompute(_ feed: [any CellViewModel], tasks: Int) async -> Double {
        let start = ContinuousClock.now
        for width in Self.widths {
            await AppCells.calculateCoordinates(feed, tableSize: Size(width: width, height: 800), tasks: tasks)
        }
        return Self.seconds(ContinuousClock.now - start)
    }

    /// The CPU time this thread spends in `body`: on a shared machine, time
    /// other processes take does not count.
    private static func seconds(_ body: () -> Void) -> Double {
        let start = threadCPUSeconds()
        body()
        return threadCPUSeconds() - start
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The process's peak resident memory (`ru_maxrss`, KiB on Linux).
    private static func peakMemoryMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
