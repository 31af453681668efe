#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time the calling thread has run (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`):
/// unlike the wall clock, it does not count the time the thread waited for a core.
enum ThreadCPUClock {
    static var now: Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
