import Foundation
import MFS
import MFSBrowser

/// PNGs of a built site for people to look at: every screen figure at its own
/// size, alone at the window's top left, and the top of every page.
public struct SiteScreenshots: Sendable {
    public let checker: SiteChecker
    /// The window the top of each page is drawn in.
    public var pageWindow = BrowserWindowSize(width: 1280, height: 800)

    public init(checker: SiteChecker) {
        self.checker = checker
    }

    /// Writes `PAGE/page.png` and `PAGE/NN-SCREEN-WxH.png` for each page
    /// (`PAGE` = the page's path without `.html`) into `folder`, replacing
    /// earlier files; returns the PNGs written, sorted.
    /// - Throws: when the site cannot be copied or Chromium fails.
    public func write(site: URL, to folder: URL) throws -> [URL] {
        let copy = try CheckedCopy(of: site)
        defer { copy.remove() }
        var shots: [(url: URL, png: URL, size: BrowserWindowSize)] = []
        for (page, outcome) in zip(copy.pages, checker.inspect(copy)) {
            let pageFolder = folder.appendingPathComponent(String(page.dropLast(".html".count)))
            try FileManager.default.createDirectory(at: pageFolder, withIntermediateDirectories: true)
            shots.append((copy.url(of: page), pageFolder.appendingPathComponent("page.png"), pageWindow))
            guard case let .success(result) = outcome else { continue }
            for (index, figure) in result.sizes.enumerated() {
                let number = index < 9 ? "0\(index + 1)" : "\(index + 1)"
                let name = "\(number)-\(figure.screen)-\(figure.width.compactDescription)x\(figure.height.compactDescription).png"
                shots.append((copy.url(of: page, fragment: "mfs-shot=\(index)"), pageFolder.appendingPathComponent(name),
                              BrowserWindowSize(width: Int(figure.width.rounded(.up)), height: Int(figure.height.rounded(.up)))))
            }
        }
        let browser = checker.browser, budget = checker.virtualTimeBudget, taken = shots
        let failures = Parallel.map(taken.count, width: 2) { index -> String? in
            let shot = taken[index]
            do {
                try browser.screenshot(of: shot.url, to: shot.png, windowSize: shot.size, virtualTimeBudget: budget)
                return nil
            } catch {
                return "\(shot.png.path): \(error)"
            }
        }.compactMap { $0 }
        if let failure = failures.first { throw CheckFailure(failure) }
        return shots.map(\.png).sorted { $0.path < $1.path }
    }
}
