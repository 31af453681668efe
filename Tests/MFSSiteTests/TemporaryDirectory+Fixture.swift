import Foundation
import TestSupport

extension TemporaryDirectory {
    /// Copies this target's fixture folder `name` into the directory as `destination`.
    func copyFixture(_ name: String, to destination: String) throws {
        try copy(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!, to: destination)
    }
}
