import FlyingSocks

/// A `text/event-stream` response body: the bytes of the events a stream
/// yields, as FlyingFox's buffered byte sequence (it sends them chunked).
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let events: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(events: events.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<[UInt8]>.Iterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            await nextBuffer(suggested: 1)?.first
        }

        /// Up to `count` bytes of the current event; waits for the next event when none are left.
        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = event[...]
            }
            let buffer = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(buffer.count)
            return buffer
        }
    }
}
