/// An image of the content folder that `site.yaml` names (`logo`,
/// `social_image`): copied into the output at its path in the content
/// folder, shown with its intrinsic size. Immutable.
public struct SiteImage: Hashable, Sendable {
    /// The file and where it is copied (`brand/logo.svg`).
    public var file: CopiedFile
    public var size: ImageSize

    /// The image at `written` (a relative path inside `contentDirectory`, as
    /// `site.yaml` writes it) for the setting `what` ("logo"); `fail` makes
    /// the diagnostic at the value: a path that is absolute or leaves the
    /// folder, a missing file, one that is no regular file inside the
    /// content folder, or an image whose size cannot be read (`ImageSize`).
    static func load(_ written: String, _ what: String, contentDirectory: String,
                     fail: (String) -> Diagnostic) throws(Diagnostic) -> SiteImage {
        let parts = written.split(separator: "/", omittingEmptySubsequences: false)
        guard !written.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw fail("the \(what) '\(written)' must be a path inside the content folder, such as images/\(what).svg, without '.', '..' or '//'")
        }
        let source = SourceFile.join(contentDirectory, written)
        guard PosixFile.exists(source) else { throw fail("missing \(what) '\(written)': there is no file \(source)") }
        let stamp = try CopiedFile.stamp(of: source, inside: contentDirectory) { fail("cannot publish the \(what) '\(written)' (\(source)): \($0)") }
        let size: ImageSize
        do { size = try ImageSize(of: PosixFile.read(source)) } catch let failure as ImageSize.Unreadable {
            throw fail("cannot read the size of the \(what) '\(written)' (\(source)): \(failure.reason)")
        } catch {
            throw fail("cannot read the \(what) '\(written)' (\(source)): \((error as? PosixFile.Failure)?.reason ?? "\(error)")")
        }
        return SiteImage(file: CopiedFile(source: source, path: written, stamp: stamp), size: size)
    }
}
