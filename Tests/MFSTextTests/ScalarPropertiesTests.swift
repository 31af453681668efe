import Testing
import CLineBreak
@testable import MFSText

/// `ScalarProperties`' table against ICU, inside the table and beyond it.
@Suite struct ScalarPropertiesTests {
    @Test func theTableSaysWhatICUSays() {
        let properties = ScalarProperties.shared
        let scalars = (UInt32(0)..<ScalarProperties.tableSize + 0x200).filter { !(0xD800...0xDFFF).contains($0) }
        #expect(scalars.filter { properties.script($0) != mfs_script($0) } == [])
        let wordLetters = [MFS_LINE_BREAK_ALPHABETIC, MFS_LINE_BREAK_NUMERIC, MFS_LINE_BREAK_COMBINING]
        #expect(scalars.filter { properties.isWordLetter($0) != wordLetters.contains(mfs_line_break($0)) } == [])
        #expect(scalars.filter { $0 < ScalarProperties.tableSize && properties.lineBreak($0) != mfs_line_break($0) } == [])
        #expect(scalars.contains { properties.script($0) > 1 } && scalars.contains(where: properties.isWordLetter))
    }

    /// What `ScriptRuns` takes for granted of an ASCII start: its letters
    /// share one script, its other characters have none.
    @Test func asciiLettersShareOneScriptAndTheRestHaveNone() {
        let letters = Set((UInt32(0x41)...0x5A).flatMap { [$0, $0 | 0x20] })
        #expect(Set(letters.map(ScalarProperties.shared.script)).count == 1)
        #expect((UInt32(0)..<0x80).filter { !letters.contains($0) && ScalarProperties.shared.script($0) > 1 } == [])
    }

    @Test func openingAndClosingAreTheirLists() {
        let properties = ScalarProperties.shared, scalars = UInt32(0)..<0x3000
        #expect(scalars.filter(properties.isOpening).map { String(UnicodeScalar($0)!) }.joined() == "\"'([¡«»¿‘’“”„")
        #expect(scalars.filter(properties.isClosing).map { String(UnicodeScalar($0)!) }.joined() == "!\"'),.:;?]}«»‘’“”…")
    }
}
