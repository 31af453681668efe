import Foundation

/// Highlights Swift and Objective-C code at build time with Pygments (Debian's
/// `python3-pygments`): blocks are first looked up in the on-disk cache; those
/// missing go to ONE Python process per build, started by `highlightMissing()`
/// and running while the rest of the build renders; `html(_:language:)` waits
/// for it only when it needs it.
///
/// Thread safety: every method MAY be called from any thread.
public final class CodeHighlighter: @unchecked Sendable {
    struct Block: Hashable, Sendable {
        var language: CodeLanguage
        var code: String
    }

    /// Bump when the script or its options change, so cached HTML is redone.
    static let version = "pygments-html-1"

    private let condition = NSCondition()
    /// The path of the cache folder; nil for no cache.
    private let cacheDirectory: String?
    private var results: [Block: String] = [:]
    /// The blocks `lookUp` did not find in the cache, for `highlightMissing`.
    private var missing: [Block] = []
    private var failure: String?
    private var isRunning = false

    /// A highlighter with nothing looked up yet. `cacheDirectory` (may be
    /// `nil` for none) holds one file of HTML per block, named by its content.
    public init(cacheDirectory: URL?) {
        self.cacheDirectory = cacheDirectory?.path
    }

    /// Starts highlighting `blocks`; returns once the cache is read, while
    /// Python highlights what was not in it.
    public convenience init(blocks: [(CodeLanguage, String)], cacheDirectory: URL?) {
        self.init(cacheDirectory: cacheDirectory)
        _ = Parallel.map(blocks.count) { lookUp([blocks[$0]]) }
        highlightMissing()
    }

    /// Reads the cached HTML of `blocks`; the blocks not in the cache are
    /// kept for `highlightMissing()`. MAY run on several threads at once (a
    /// build looks up each page's blocks as the page is parsed).
    public func lookUp(_ blocks: [(CodeLanguage, String)]) {
        for (language, code) in blocks {
            let block = Block(language: language, code: code)
            // Pages share blocks: each is read once.
            if condition.withLock({ results[block] != nil }) { continue }
            let html = cacheDirectory.flatMap { directory in
                FileManager.default.contents(atPath: Self.cacheFile(block, in: directory)).flatMap { String(validating: $0, as: UTF8.self) }
            }
            condition.withLock {
                if let html { results[block] = html } else { missing.append(block) }
            }
        }
    }

    /// Starts one Python process for every block `lookUp` did not find in
    /// the cache, which then stores them there; returns at once. MUST be
    /// called once, after every `lookUp`.
    public func highlightMissing() {
        condition.lock()
        var seen = Set<Block>()
        let work = missing.filter { results[$0] == nil && seen.insert($0).inserted }
        missing = []
        isRunning = !work.isEmpty
        condition.unlock()
        guard !work.isEmpty else { return }
        let cacheDirectory = cacheDirectory
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let outcome = Result { try Self.runPygments(work) }
            if case let .success(htmls) = outcome, let cacheDirectory {
                try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
                for (block, html) in zip(work, htmls) {
                    try? Data(html.utf8).write(to: URL(fileURLWithPath: Self.cacheFile(block, in: cacheDirectory)), options: .atomic)
                }
            }
            condition.lock()
            switch outcome {
            case let .success(htmls): for (block, html) in zip(work, htmls) { results[block] = html }
            case let .failure(error): failure = "\(error)"
            }
            isRunning = false
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The highlighted HTML of `code` (what goes inside `<code>`); waits for the
    /// Python process if it is still running. Throws the reason it failed.
    public func html(_ code: String, language: CodeLanguage) throws(HighlightFailure) -> String {
        let block = Block(language: language, code: code)
        condition.lock()
        defer { condition.unlock() }
        while isRunning && results[block] == nil { condition.wait() }
        if let html = results[block] { return html }
        throw HighlightFailure(message: failure ?? "the block was not given to the highlighter")
    }

    /// `$XDG_CACHE_HOME/mfs/highlight`, else `~/.cache/mfs/highlight`.
    public static var defaultCacheDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("mfs/highlight")
    }

    /// The path of `block`'s file in the cache folder `directory`: named by the
    /// FNV-1a hash of `version`, NUL, the language, NUL, the code, and the code's length in bytes.
    static func cacheFile(_ block: Block, in directory: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            }
        }
        add(version + "\u{0}" + block.language.rawValue + "\u{0}")
        add(block.code)
        return "\(directory)/\(String(hash, radix: 16))-\(block.code.utf8.count).html"
    }
}

/// Why Pygments could not highlight: no Python, no Pygments, or its error.
public struct HighlightFailure: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}
