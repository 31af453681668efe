/// Reads the text files of the site's input that are not pages (which
/// `SourceFile.scan` checks the same way): `site.yaml` and the sources that
/// code blocks include. A file is read only when it resolves, every symbolic
/// link followed, to a regular file inside the folder it belongs to, so that
/// a link can publish nothing from outside (`/proc/self/environ`, a home
/// folder's keys) and no FIFO or device makes a build wait.
enum InputFile {
    /// Why a file was not read.
    enum Failure: Error, Equatable {
        /// It cannot be read, or may not be: the reason, as a clause ("it is not a regular file").
        case unreadable(String)
        /// It was read, and is not UTF-8 text: the diagnostic at the first wrong byte.
        case notText(Diagnostic)

        /// The failure as a diagnostic: `unreadable` phrases the reason; a
        /// file that is not text is its own diagnostic.
        func diagnostic(unreadable: (String) -> Diagnostic) -> Diagnostic {
            switch self {
            case let .unreadable(reason): unreadable(reason)
            case let .notText(diagnostic): diagnostic
            }
        }
    }

    /// The text (`decode`) of the file at `path`, which MUST resolve inside
    /// the folder `root`; `rootName` names that folder in the reason
    /// ("the content folder").
    static func text(at path: String, inside root: String, rootName: String) throws(Failure) -> String {
        let target = try resolved(path, inside: root, rootName: rootName)
        let bytes: [UInt8]
        do { bytes = try PosixFile.read(target) } catch { throw .unreadable(error.reason) }
        do { return try decode(bytes, path: path) } catch { throw .notText(error) }
    }

    /// The absolute path `path` resolves to, every symbolic link followed,
    /// which MUST be inside the folder `root` (`rootName` names it in the
    /// reason); throws `unreadable` otherwise, or when it cannot be resolved.
    static func resolved(_ path: String, inside root: String, rootName: String) throws(Failure) -> String {
        let target: String, folder: String
        do {
            target = try PosixFile.resolved(path)
            folder = try PosixFile.resolved(root)
        } catch {
            throw .unreadable(error.reason)
        }
        guard target.hasPrefix(folder == "/" ? "/" : folder + "/") else {
            throw .unreadable("it resolves to '\(target)', outside \(rootName) '\(folder)' (symbolic links are followed only inside it)")
        }
        return target
    }
}
