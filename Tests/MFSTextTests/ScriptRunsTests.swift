import Testing
import CLineBreak
@testable import MFSText

/// `ScriptRuns` (its ASCII start read byte by byte, the rest from
/// `ScalarProperties`' table) against ICU's script of every character.
@Suite struct ScriptRunsTests {
    @Test func theRunsAreThoseOfICUsScripts() throws {
        let edgeCases = ["", "-", "123", "(a", "«Ёлка»,", "°C", "x²", "3–5", "a.m.–6", "Madrid–Москва", "abcж", "жabc", "1ж2a3",
                         "e\u{301}té", "\u{301}a", "😀a😀", "αβγ-abc", "日本語a", "a\u{A0}б", "((", "https://ru.example.org/статьи/a"]
        var changed = 0
        for word in try HarfBuzzFontTests.words() + edgeCases {
            // The characters with a script of their own (ICU's beyond Common and Inherited), with their byte offsets.
            var offset = 0, scripted: [(script: Int32, offset: Int)] = []
            for scalar in word.unicodeScalars {
                let script = mfs_script(scalar.value)
                if script > 1 { scripted.append((script, offset)) }
                offset += UTF8.width(scalar)
            }
            let changes = zip(scripted, scripted.dropFirst()).filter { $0.script != $1.script }.map(\.1.offset)
            let runs = Array(word.utf8).withUnsafeBufferPointer(ScriptRuns.init)
            #expect(runs.firstScript == scripted.first?.script ?? -1, "\(word)")
            #expect(runs.lastScript == scripted.last?.script ?? -1, "\(word)")
            #expect(runs.startsWithScript == (scripted.first?.offset == 0), "\(word)")
            #expect(runs.leadingEnd == scripted.first.flatMap { $0.offset > 0 ? $0.offset : nil }, "\(word)")
            #expect(runs.changes == changes, "\(word)")
            if !changes.isEmpty { changed += 1 }
        }
        #expect(changed >= 3)
    }
}
