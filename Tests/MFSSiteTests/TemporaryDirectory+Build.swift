import MFSSite
import TestSupport

extension TemporaryDirectory {
    /// Builds `Content/` into `Public/` here; the failure's diagnostics, or `nil` when the build succeeded.
    func buildFailure() -> String? {
        do {
            _ = try SiteBuilder(contentDirectory: path("Content"), outputDirectory: path("Public")).build()
            return nil
        } catch {
            return error.description
        }
    }
}
