import Foundation

/// When each page of the content folder last changed, for its "last updated"
/// line: the committer date of the last commit that touched the file, from one
/// `git log` over the whole folder, or the file's modification time when git
/// has none (no repository, no git, a file not committed). Immutable.
struct PageDates: Sendable {
    /// ISO 8601 committer dates (`2026-11-25T03:01:14+01:00`) by page key (`ru/cells.md`).
    let commits: [String: String]

    /// Reads the dates of `contentDirectory` on a background thread, to
    /// overlap the parsing and rendering of the pages.
    static func start(contentDirectory: String) -> Background<PageDates> {
        Background { read(contentDirectory: contentDirectory) }
    }

    /// The dates of `contentDirectory`: one git process, a `log` of every
    /// file; none when it is not in a repository.
    static func read(contentDirectory: String) -> PageDates {
        guard let log = git(["-c", "core.quotePath=false", "log", "--format=%x00%cI", "--name-only", "--relative", "--", "."],
                            in: contentDirectory) else {
            return PageDates(commits: [:])
        }
        return PageDates(commits: commits(log))
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
        commits[key] ?? Self.utc(seconds: modified / 1_000_000_000)
    }

    /// `seconds` since 1970 as an ISO 8601 UTC time (`2023-11-14T22:13:20Z`),
    /// by the proleptic Gregorian calendar (Howard Hinnant's `civil_from_days`).
    static func utc(seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(year)-\(two(month))-\(two(day))T\(two(time / 3_600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    }

    /// The standard output of `git ARGUMENTS` run in `folder`, `nil` when it fails.
    private static func git(_ arguments: [String], in folder: String) -> String? {
        PosixSpawn.output(of: ["git", "-C", folder] + arguments).map { String(decoding: $0, as: UTF8.self) }
    }
}
