import Foundation

extension SiteBenchmark.Result {
    /// One JSON object with the keys of issue 8 (and Hugo's peak memory, pages, runs).
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// A table for people.
    public var table: String {
        let rows: [(String, String)] = [
            ("mfs build, ms per page", format(mfs_ms_per_page, 3)),
            ("hugo, ms per page", format(hugo_ms_per_page, 3)),
            ("cmark-gfm (floor), ms per page", format(cmark_ms_per_page, 3)),
            ("mfs build with embeds, ms per page", format(embed_ms_per_page, 3)),
            ("ratio vs hugo (target <= 1.0)", format(ratio_vs_hugo, 2)),
            ("ratio vs cmark-gfm (target <= 1.5)", format(ratio_vs_cmark, 2)),
            ("mfs peak RSS, MB (target <= 100)", format(peak_rss_mb, 1)),
            ("hugo peak RSS, MB", format(hugo_peak_rss_mb, 1)),
            ("incremental rebuild, ms (target <= 20)", format(incremental_ms, 1)),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        return "site build, \(pages) pages, medians of \(runs) runs\n"
            + rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }.joined(separator: "\n")
    }

    private func format(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
