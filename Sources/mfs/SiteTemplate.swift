import Foundation
import MFSSite

/// The files `mfs init` writes, from the `SiteTemplate` folder of this
/// executable's resources: the sample screens as they are, a start page per
/// language, `site.yaml`, and the Makefile and CI workflow with this `mfs`'s
/// path and its repository's clone URL filled in.
struct SiteTemplate {
    /// Why `mfs init` wrote nothing.
    enum Failure: Error, CustomStringConvertible {
        case notEmpty(String)
        case notAFolder(String)
        case unknownLanguage(String)
        case noLanguage
        case staticRuntime
        case cannotWrite(String, String)

        var description: String {
            switch self {
            case let .notEmpty(path): "\(path): error: the folder is not empty; mfs init writes only into a new or empty folder"
            case let .notAFolder(path): "\(path): error: not a folder; mfs init writes only into a new or empty folder"
            case let .unknownLanguage(code):
                "error: no start page for the language '\(code)'; mfs init writes \(SiteTemplate.languages.joined(separator: ", "))"
                    + " (add other languages after, as data: docs/configuration.md)"
            case .noLanguage: "error: --languages names no language"
            case .staticRuntime:
                "error: this mfs has the Swift runtime linked in statically (make site's build), so it cannot load the "
                    + "site's screens its Makefile would give it: run mfs init with .build/debug/mfs or an mfs of swift build -c release"
            case let .cannotWrite(path, reason): "\(path): error: cannot write: \(reason)"
            }
        }
    }

    /// The languages with a start page in the template, in `languages.yaml`'s order.
    static let languages = ["ru", "es", "en", "de"]

    let directory: String
    let languages: [String]
    /// The `mfs` executable the Makefile runs.
    let mfs: String

    /// `ru,es` as codes, each known, none twice.
    static func parseLanguages(_ list: String) throws(Failure) -> [String] {
        var codes: [String] = []
        for code in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !codes.contains(code) {
            guard languages.contains(code) else { throw .unknownLanguage(code) }
            codes.append(code)
        }
        guard !codes.isEmpty else { throw .noLanguage }
        return codes
    }

    /// Writes the site; nothing when the folder exists with anything in it.
    func write() throws(Failure) {
        guard SiteScreenLibrary.loadsScreens else { throw .staticRuntime }
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: directory, isDirectory: &isFolder), !isFolder.boolValue { throw .notAFolder(directory) }
        if let entries = try? files.contentsOfDirectory(atPath: directory), !entries.isEmpty { throw .notEmpty(directory) }
        guard let template = Bundle.module.url(forResource: "SiteTemplate", withExtension: nil) else {
            throw .cannotWrite(directory, "this mfs has no SiteTemplate resources")
        }
        var written: [(String, Data)] = []
        let screens = template.appendingPathComponent("Content/screens")
        for name in ((try? files.contentsOfDirectory(atPath: screens.path)) ?? []).sorted() {
            written.append(("Content/screens/" + name, try read(screens.appendingPathComponent(name))))
        }
        for code in languages {
            written.append(("Content/\(code)/index.md", try read(template.appendingPathComponent("Content/pages/\(code).md"))))
        }
        written.append(("Content/site.yaml", Data(siteYAML.utf8)))
        written.append(("Makefile", try filled(template.appendingPathComponent("Makefile"), ["@MFS@": mfs])))
        written.append((".gitignore", try read(template.appendingPathComponent("gitignore"))))
        written.append((".github/workflows/site.yml",
                        try filled(template.appendingPathComponent("github/site.yml"), ["@REPOSITORY@": repository ?? ""])))
        for (path, data) in written {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
            do {
                try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url, options: .withoutOverwriting)
            } catch {
                throw .cannotWrite(url.path, error.localizedDescription)
            }
        }
    }

    /// The site's settings: its title in each language and its languages.
    var siteYAML: String {
        "# The site's settings; every key is optional (docs/configuration.md in mfs).\ntitle:\n"
            + languages.map { "  \($0): \(SiteTemplate.titles[$0] ?? "My site")\n" }.joined()
            + "languages: [\(languages.joined(separator: ", "))]\n"
    }

    /// The start pages' titles, as the pages in the template give them.
    static let titles = ["ru": "Мой сайт", "es": "Mi sitio", "en": "My site", "de": "Meine Website"]

    /// The clone URL of the repository this `mfs` was built from (`git remote get-url origin`), if any.
    var repository: String? {
        let folder = URL(fileURLWithPath: mfs).deletingLastPathComponent().path
        guard let output = PosixSpawn.output(of: ["git", "-C", folder, "remote", "get-url", "origin"]) else { return nil }
        let url = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return url.isEmpty ? nil : url
    }

    private func read(_ url: URL) throws(Failure) -> Data {
        do { return try Data(contentsOf: url) } catch { throw .cannotWrite(url.path, error.localizedDescription) }
    }

    private func filled(_ url: URL, _ values: [String: String]) throws(Failure) -> Data {
        var text = String(decoding: try read(url), as: UTF8.self)
        for (key, value) in values { text = text.replacingOccurrences(of: key, with: value) }
        return Data(text.utf8)
    }
}
