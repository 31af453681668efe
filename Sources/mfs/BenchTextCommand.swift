import ArgumentParser
import Foundation
import MFS
import MFSText

/// `mfs bench text`: text measurement speed over the conformance corpus
/// (issue 3): every text at three widths, cold (word and layout caches
/// emptied before each text), warm (the same text at the same width asked
/// again, as a screen's frames are: the layout cache answers) and warm words
/// (layout cache emptied, every word cached), and the HarfBuzz floor (each
/// distinct word of the text shaped once and nothing else: what any cold
/// layout shaping with HarfBuzz must spend), in microseconds of this
/// thread's CPU time (the machine may be shared; wall time would count
/// other processes' turns), and the cold figure over the floor of the same run.
struct BenchTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Time text measurement, cold and warm, over the text corpus.")

    @Flag(help: "Print the figures as one JSON object.")
    var json = false

    @Option(help: "The corpus: one text a line, '#' lines are comments, {nbsp} is U+00A0.")
    var corpus = "Tests/MFSTextTests/Fixtures/corpus.txt"

    @Option(help: "How many timed passes (medians are reported).")
    var runs = 5

    static let widths: [Double] = [120, 240, 360]
    static let sizes: [Double] = [13, 15, 17, 20, 24]

    func run() throws {
        let texts: [String]
        do {
            texts = try String(contentsOfFile: corpus, encoding: .utf8).split(separator: "\n")
                .filter { !$0.hasPrefix("#") }
                .map { $0.replacingOccurrences(of: "{nbsp}", with: "\u{00A0}") }
        } catch {
            throw ValidationError("\(corpus):1:1: error: cannot read the text corpus: \(error.localizedDescription)")
        }
        let measurer = try InterTextMeasurer()
        let jobs = texts.enumerated().flatMap { index, text in
            Self.widths.map { (text, Font.inter(Self.sizes[index % Self.sizes.count],
                                                FontWeight.allCases[index % FontWeight.allCases.count]), $0) }
        }
        // Words shaped per job in the cold case: the distinct words of its text.
        let words = jobs.reduce(0) { $0 + Set($1.0.split(whereSeparator: \.isWhitespace)).count }
        let characters = jobs.reduce(0) { $0 + $1.0.count }
        // The floor's jobs: each text's distinct words (as the measurer splits
        // them, at collapsible spaces) once each, in their first order.
        let distinct = jobs.map { text, font, width in
            var seen = Set<Substring>()
            return (text.split(whereSeparator: { " \n\t\r".contains($0) }).filter { seen.insert($0).inserted }
                .joined(separator: " "), font, width)
        }

        var cold: [Double] = [], warm: [Double] = [], warmWords: [Double] = [], floor: [Double] = []
        for _ in 0..<runs {
            cold.append(Self.time(jobs, measurer, emptying: measurer.removeAllWords))
            floor.append(Self.floor(distinct, measurer))
            for (text, font, width) in jobs { _ = measurer.layout(text, font: font, lineHeight: font.size + 6, maxWidth: width) }
            let start = Self.cpuNanoseconds()
            for (text, font, width) in jobs { _ = measurer.layout(text, font: font, lineHeight: font.size + 6, maxWidth: width) }
            warm.append(Double(Self.cpuNanoseconds() - start) / 1000)
            warmWords.append(Self.time(jobs, measurer, emptying: measurer.removeAllLayouts))
        }
        let coldTotal = Self.median(cold), warmTotal = Self.median(warm), count = Double(jobs.count)
        let figures: [(String, Double)] = [
            ("cold_us_per_text", coldTotal / count),
            ("warm_us_per_text", warmTotal / count),
            ("us_per_word", coldTotal / Double(words)),
            ("texts", count),
            ("harfbuzz_floor_us_per_text", Self.median(floor) / count),
            ("cold_vs_floor", coldTotal / Self.median(floor)),
        ]
        if json {
            print("{" + figures.map { "\"\($0.0)\": \(Self.format($0.1))" }.joined(separator: ", ") + "}")
        } else {
            for (name, value) in figures { print("\(name): \(Self.format(value))") }
            print("cold_us_per_90_chars: \(Self.format(coldTotal / Double(characters) * 90))")
            print("harfbuzz_floor_us_per_90_chars: \(Self.format(Self.median(floor) / Double(characters) * 90))")
            print("warm_words_us_per_text: \(Self.format(Self.median(warmWords) / count))")
            print("(warm: the same text at the same width again, from the layout cache;"
                  + " warm words: layout cache emptied, every word cached)")
            print("(\(texts.count) texts x \(Self.widths.count) widths, \(words) words, median of \(runs) runs)")
        }
    }

    /// The CPU time of laying out every job, µs, `empty` called (untimed) before each.
    static func time(_ jobs: [(String, Font, Double)], _ measurer: InterTextMeasurer, emptying empty: () -> Void) -> Double {
        var total: UInt64 = 0
        for (text, font, width) in jobs {
            empty()
            let start = cpuNanoseconds()
            _ = measurer.layout(text, font: font, lineHeight: font.size + 6, maxWidth: width)
            total += cpuNanoseconds() - start
        }
        return Double(total) / 1000
    }

    /// The CPU time of shaping every word of every job's text, µs.
    static func floor(_ jobs: [(String, Font, Double)], _ measurer: InterTextMeasurer) -> Double {
        var total: UInt64 = 0, width = 0.0
        for (text, font, _) in jobs {
            let start = cpuNanoseconds()
            width += measurer.shapeWords(text, font: font)
            total += cpuNanoseconds() - start
        }
        precondition(width > 0)
        return Double(total) / 1000
    }

    /// This thread's CPU time, ns.
    static func cpuNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func format(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.3f", value)
    }
}
