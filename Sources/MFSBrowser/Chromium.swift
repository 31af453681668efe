import Foundation

/// Debian's headless Chromium, run once per page: the browser the site's
/// checks load generated pages in.
///
/// Every run gets its own throw-away profile directory (`--user-data-dir`), so
/// runs from parallel tests or processes never hand their page to one another.
/// Runs are synchronous and block the calling thread until Chromium exits;
/// the type is immutable and safe to use from several threads at once.
public struct Chromium: Sendable {
    /// The executable that is run.
    public let executable: URL

    /// The names looked up on the search path, in order.
    public static let executableNames = ["chromium", "chromium-browser"]

    /// A browser at an explicit path (MUST be an executable file).
    public init(executable: URL) {
        self.executable = executable
    }

    /// Finds `chromium` (or `chromium-browser`) on `searchPath`, a
    /// colon-separated list of folders (`$PATH` by default).
    /// - Throws: `BrowserError.chromiumMissing` when no folder holds one.
    public static func locate(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> Chromium {
        let folders = (searchPath ?? "").split(separator: ":").map(String.init)
        for name in executableNames {
            for folder in folders {
                let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
                if FileManager.default.isExecutableFile(atPath: path) {
                    return Chromium(executable: URL(fileURLWithPath: path))
                }
            }
        }
        throw BrowserError.chromiumMissing(searchPath: folders)
    }

    /// The page's DOM, serialized after scripts ran and `virtualTimeBudget`
    /// ms of virtual time passed (Chromium does not wait for web fonts
    /// without it; 20000 is what font-dependent checks need).
    /// - Throws: `BrowserError.failed` when Chromium exits with an error or
    ///   runs longer than `timeout` seconds.
    public func dumpDOM(of url: URL, virtualTimeBudget: Int = 20000, timeout: Double = 120) throws -> String {
        let output = try run(["--virtual-time-budget=\(virtualTimeBudget)", "--dump-dom", url.absoluteString],
                             timeout: timeout)
        return String(decoding: output, as: UTF8.self)
    }

    /// Saves a PNG of the page drawn in a window of `windowSize` CSS px at
    /// `scale` device pixels per CSS px (the PNG is `windowSize * scale`
    /// pixels), scroll bars hidden, after `virtualTimeBudget` ms.
    /// - Throws: `BrowserError.failed` when Chromium fails or writes no file.
    public func screenshot(of url: URL, to png: URL, windowSize: BrowserWindowSize, scale: Int = 1,
                           virtualTimeBudget: Int = 20000, timeout: Double = 120) throws {
        try? FileManager.default.removeItem(at: png)
        let arguments = ["--virtual-time-budget=\(virtualTimeBudget)", "--hide-scrollbars",
                         "--force-device-scale-factor=\(scale)",
                         "--window-size=\(windowSize.width),\(windowSize.height)",
                         "--screenshot=\(png.path)", url.absoluteString]
        _ = try run(arguments, timeout: timeout)
        guard FileManager.default.fileExists(atPath: png.path) else {
            throw BrowserError.failed(arguments: arguments, status: 0, log: "no screenshot was written to \(png.path)")
        }
    }
}
