import Foundation
import Testing
@testable import MFSSite

@Suite struct BackgroundTests {
    @Test func theWorkRunsOnAnotherThreadAndItsValueCanBeReadTwice() {
        let caller = UInt(bitPattern: Int(bitPattern: pthread_self()))
        let work = Background { (UInt(bitPattern: Int(bitPattern: pthread_self())), (1...100).reduce(0, +)) }
        let (thread, sum) = work.value()
        #expect(thread != caller)
        #expect(sum == 5050)
        #expect(work.value().1 == 5050)
    }
}
