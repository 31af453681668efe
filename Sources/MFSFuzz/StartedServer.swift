import Dispatch
import MFS

/// The port a server started on, handed from the task that started it. Written once, before `signal`.
final class StartedServer: Sendable {
    let port = PthreadMutex<UInt16>(0)
    let signal = DispatchSemaphore(value: 0)
}
