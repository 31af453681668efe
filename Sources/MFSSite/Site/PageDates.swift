import Foundation

/// When each page of the content folder last changed, for its "last updated"
/// line: the committer date of the last commit that touched the file, from one
/// `git log` over the whole folder, or the file's modification time when git
/// has none (no repository, no git, a file not committed). Immutable.
struct PageDates: Sendable {
    /// ISO 8601 committer dates (`2026-11-25T03:01:14+01:00`) by page key (`ru/cells.md`).
    let commits: [String: String]
    /// The content folder's path in its repository (`Content/`), `nil` outside git.
    let repositoryPrefix: String?

    /// Reads the dates of `contentDirectory` on a background thread, to
    /// overlap the parsing and rendering of the pages.
    static func start(contentDirectory: String) -> Background<PageDates> {
        Background { read(contentDirectory: contentDirectory) }
    }

    /// The dates of `contentDirectory`: two git processes, `rev-parse` and one
    /// `log` of every file; none when it is not in a repository.
    static func read(contentDirectory: String) -> PageDates {
        guard let prefix = git(["rev-parse", "--show-prefix"], in: contentDirectory)?.trimmingCharacters(in: .newlines),
              let log = git(["-c", "core.quotePath=false", "log", "--format=%x00%cI", "--name-only", "--relative", "--", "."],
                            in: contentDirectory) else {
            return PageDates(commits: [:], repositoryPrefix: nil)
        }
        return PageDates(commits: commits(log), repositoryPrefix: prefix)
    }

    /// The latest date of each file in the output of `git log
    /// --format=%x00%cI --name-only`, which lists commits newest first.
    static func commits(_ log: String) -> [String: String] {
        var dates: [String: String] = [:]
        var date = ""
        for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.first == "\0" {
                date = String(line.dropFirst())
            } else if dates[String(line)] == nil {
                dates[String(line)] = date
            }
        }
        return dates
    }

    /// The date of the page `key` whose file was modified at `modified`
    /// (nanoseconds since 1970), as ISO 8601.
    func date(of key: String, modified: Int) -> String {
        if let commit = commits[key] { return commit }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: Double(modified / 1_000_000_000)))
    }

    /// The standard output of `git ARGUMENTS` run in `folder`, `nil` when it fails.
    private static func git(_ arguments: [String], in folder: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
