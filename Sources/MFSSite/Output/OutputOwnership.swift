import Foundation

/// Read-only checks of an output folder for the development server, which
/// serves only what a build by mfs wrote: whether a build may write the site
/// there, and which files its `.mfs-manifest` says a build wrote. They read
/// the folder, never change it.
public enum OutputOwnership {
    /// Throws the refusal a build of `content` into `output` would give for
    /// the output folder itself: one a build must never replace (`/`, the home
    /// folder, the content folder, ...), or one that is not missing, empty, or
    /// holding only files its `.mfs-manifest` lists.
    public static func check(output: String, content: String) throws(Diagnostic) {
        try OutputDirectory(path: output, content: URL(fileURLWithPath: content)).checkReplaceable()
    }

    /// The files (relative to the folder at `path`) its `.mfs-manifest` lists;
    /// nil when it has no manifest a build by mfs wrote.
    public static func builtFiles(in path: String) -> Set<String>? {
        OutputManifest.read(in: path)?.paths
    }
}
