import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Runs a program as a child process and measures it: wall time from spawn to
/// exit, and its peak resident memory from `wait4`'s `ru_maxrss`.
public enum ChildProcess {
    public struct Measurement: Sendable {
        public var seconds: Double
        /// Peak resident set size in mebibytes.
        public var peakRSSMegabytes: Double
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable` with `arguments` and this process's environment plus
    /// `environment`, standard output and error sent to `log` (a file path);
    /// throws with the log's text on a non-zero exit.
    public static func measure(_ executable: String, _ arguments: [String], log: String,
                               environment: [String: String] = [:]) throws -> Measurement {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let elapsed = ContinuousClock.now - start
        let exited = status & 0x7f == 0
        guard exited && (status >> 8) & 0xff == 0 else {
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw Failure(description: "\(executable) \(arguments.joined(separator: " ")) failed (status \(status)):\n\(output)")
        }
        return Measurement(seconds: elapsed.seconds, peakRSSMegabytes: Double(usage.ru_maxrss) / 1024)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
