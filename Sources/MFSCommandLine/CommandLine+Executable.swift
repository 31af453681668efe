import Foundation

extension CommandLine {
    /// This very executable's path: the benchmark measures the `mfs build` it
    /// ships with, `mfs serve` finds `mfs-server` beside it, and a site's own
    /// screens are compiled against the modules of its build.
    public static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}
