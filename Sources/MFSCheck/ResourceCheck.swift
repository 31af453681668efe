import Foundation

/// Checks the URLs a page refers to against the files of the site copy: every
/// load MUST be a file inside the site, every internal link a file or a folder
/// with an `index.html`. Nothing is fetched from the network: a load from any
/// other scheme is a problem, since the site must work offline.
struct ResourceCheck {
    /// The copied site folder the page lives in.
    let root: URL

    func problems(_ resources: [PageResult.Resource], page: String) -> [SiteProblem] {
        var seen = Set<PageResult.Resource>()
        var problems: [SiteProblem] = []
        for resource in resources where seen.insert(resource).inserted {
            problems += check(resource).map { SiteProblem(page: page, message: $0) }
        }
        return problems
    }

    private func check(_ resource: PageResult.Resource) -> [String] {
        guard let url = URL(string: resource.url), url.scheme == "file" else {
            let scheme = URL(string: resource.url)?.scheme ?? ""
            if resource.kind == "link" && ["http", "https", "mailto"].contains(scheme) { return [] }
            return ["\(resource.from) refers to \(resource.url), outside the site"]
        }
        let path = url.standardizedFileURL.path
        guard path == root.path || path.hasPrefix(root.path + "/") else {
            return ["\(resource.from) refers to \(path), outside the site"]
        }
        let relative = path == root.path ? "/" : String(path.dropFirst(root.path.count + 1))
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        switch resource.kind {
        case "link" where exists && isDirectory.boolValue:
            return FileManager.default.fileExists(atPath: url.appendingPathComponent("index.html").path)
                ? [] : ["link to \(relative) has no index.html"]
        case "stylesheet" where exists && !isDirectory.boolValue:
            let sheet = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            return stylesheetLoads(sheet, base: url).flatMap(check)
        default:
            guard !exists || isDirectory.boolValue else { return [] }
            return ["\(resource.from) refers to \(relative), which is missing"]
        }
    }

    /// The `url(...)`s of a style sheet, resolved against its own URL.
    private func stylesheetLoads(_ sheet: String, base: URL) -> [PageResult.Resource] {
        sheet.matches(of: #/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/#).compactMap { match in
            let raw = String(match.output.1 ?? match.output.2 ?? match.output.3 ?? "")
            guard !raw.hasPrefix("data:"), let url = URL(string: raw, relativeTo: base) else { return nil }
            return PageResult.Resource(kind: "load", url: url.absoluteURL.absoluteString, from: "css")
        }
    }
}
