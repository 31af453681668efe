import Testing
@testable import MFSText

@Suite struct ASCIISetTests {
    @Test func itHoldsExactlyItsCharactersOnBothSidesOf64() {
        let members: Set<UInt16> = [0x00, 0x21, 0x3F, 0x40, 0x5C, 0x7F]
        let set = ASCIISet(members)
        for unit in UInt16(0)..<0x200 {
            #expect(set.contains(unit) == members.contains(unit), "\(unit)")
        }
    }
}
