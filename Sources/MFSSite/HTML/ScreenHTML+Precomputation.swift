import MFS

/// Under a figure of a screen that has handed work to the background (the
/// profile's `paging` state: the next page behind the footer spinner), the
/// engine's record of that work, done while the site is built: how many rows
/// it computed, then each worker (one per core) with its rows and its thread's
/// CPU time. The rows are the same on every build; their split between the
/// workers and the times are measured anew each time, and the site checker
/// compares none of it (it lies outside the canvas).
extension ScreenHTML {
    /// `div.mfs-precomputation` for `workers`, with `data-rows`, their rows in all.
    func precomputation(_ workers: [PrecomputationWorker]) -> String {
        let rows = workers.reduce(0) { $0 + $1.rows.count }
        var html = "<div class=\"mfs-precomputation\" data-rows=\"\(rows)\">\n<p>\(HTML.escape(strings.precomputation(rows)))</p>\n<ul>\n"
        for (index, worker) in workers.enumerated() {
            let time = strings.number(Self.milliseconds(worker.cpuTime))
            html += "<li>\(HTML.escape(strings.precomputationWorker(index + 1, worker.rows.count, time)))</li>\n"
        }
        return html + "</ul>\n</div>\n"
    }

    /// `duration` in milliseconds, to the hundredth.
    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return ((Double(seconds) * 1e3 + Double(attoseconds) / 1e15) * 100).rounded() / 100
    }
}
