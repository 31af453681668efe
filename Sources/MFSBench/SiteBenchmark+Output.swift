import Foundation

extension SiteBenchmark.Result {
    /// One JSON object with the keys of issues 8 and 19.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// A table for people.
    public var table: String {
        let rows: [(String, String)] = [
            ("mfs build, cold highlight cache, ms per page", format(mfs_cold_ms_per_page, 3)),
            ("mfs build, warm highlight cache, ms per page", format(mfs_warm_ms_per_page, 3)),
            ("hugo, ms per page", format(hugo_ms_per_page, 3)),
            ("cmark-gfm (floor), ms per page", format(cmark_ms_per_page, 3)),
            ("mfs build with embeds, ms per page", format(embed_ms_per_page, 3)),
            ("cold vs hugo (target <= 0.5)", format(cold_vs_hugo, 2)),
            ("warm vs hugo (target <= 0.25)", format(warm_vs_hugo, 2)),
            ("cold vs cmark-gfm", format(cold_vs_cmark, 2)),
            ("warm vs cmark-gfm (target <= 1.5)", format(warm_vs_cmark, 2)),
            ("mfs peak RSS, MB (target <= 100)", format(peak_rss_mb, 1)),
            ("hugo peak RSS, MB", format(hugo_peak_rss_mb, 1)),
            ("incremental rebuild, ms (target <= 20)", format(incremental_ms, 1)),
            ("highlighting, us per block", format(highlight_us_per_block, 1)),
            ("pygments, us per block", pygments_us_per_block.map { format($0, 1) } ?? "skipped: Pygments did not run"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        let cache = highlight_cache_files == 0
            ? "no highlight cache (0 files after a build): cold = warm, both timed"
            : "\(highlight_cache_files) highlight cache files after a build"
        return "site build, \(pages) pages, \(code_blocks) unique code blocks, medians of \(runs) runs; \(cache)\n"
            + rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }.joined(separator: "\n")
    }

    private func format(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
