#if canImport(Glibc)
import Glibc
#endif

/// A program run as a child process with `posix_spawnp`, its standard output
/// read from a pipe with plain `read` calls until the end: no Foundation
/// `Process`, `Pipe` or `FileHandle` (which LeakSanitizer reports leaking in
/// `make fuzz`, see `Sources/MFSFuzz/lsan.supp`). Thread-safe. The pipe is
/// made close-on-exec right after `pipe` (Glibc's module has no `pipe2`): a
/// child another thread spawns in between, without closing what it
/// inherits, holds the pipe open until it exits, which delays the end of
/// the output but loses none of it.
public enum PosixSpawn {
    /// The standard output of `arguments[0]` (looked up on `PATH`) run with
    /// `arguments` and this process's environment, standard input and error
    /// on /dev/null; `nil` when it cannot be started or does not exit with 0.
    public static func output(of arguments: [String]) -> [UInt8]? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        let (reading, writing) = (ends[0], ends[1])
        defer { close(reading) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        // dup2 clears close-on-exec on the child's 1; both pipe ends close at exec.
        posix_spawn_file_actions_adddup2(&actions, writing, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, arguments[0], &actions, nil, argv, environ)
        close(writing)
        guard spawned == 0 else { return nil }
        let output = readToEnd(reading)
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        // Exited (not killed by a signal) with status 0.
        return status & 0x7f == 0 && (status >> 8) & 0xff == 0 ? output : nil
    }

    /// Every byte `descriptor` gives until its end, `nil` on a read error.
    private static func readToEnd(_ descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }
}
