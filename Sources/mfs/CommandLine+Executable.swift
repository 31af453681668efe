import Foundation

extension CommandLine {
    /// This very executable's path: the benchmark measures the `mfs build` it
    /// ships with, and `mfs serve` finds `mfs-server` beside it.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}
