import Foundation
import Testing
import TestSupport

/// `mfs screens`, `mfs screen` and `mfs traces` with `--content`: a site's own
/// screens and scenarios (`mfs init`'s sample) after the demo's, and a compile
/// error in them located as `mfs build` locates it.
@Suite struct SiteScreenCommandTests {
    @Test func theScreenCommandsListAndRunTheSitesOwnScreens() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        #expect(try BuiltMFS.run(["init", folder.path("site")]) == (0, ""))
        let content = folder.path("site/Content")

        let demo = try BuiltMFS.printed(["screens", "--content", folder.path("no-content")])
        let listed = try BuiltMFS.printed(["screens", "--content", content])
        #expect(listed.errors == "")
        #expect(listed.status == 0)
        #expect(listed.output == demo.output + """
            note: A note: a title over a text of any length.
              title (string): the note's title
              text (string): the note's text
            greeting: A greeting and a button, centred.
              greeting (string): the greeting

            """)

        // At 375 wide: margins of 16, the title's line 21 tall from 12, the text 4 under it.
        let frames = try BuiltMFS.printed(["screen", "note", "--content", content, "--format", "text", "--size", "375x667"])
        #expect(frames.errors == "")
        #expect(frames.status == 0)
        #expect(frames.output == """
            note 375x68
              titleLbl (16, 12, 343, 21) none 1 line "MFS"
              textLbl (16, 37, 343, 19) none 1 line "Management, Frames, Styles."

            """)

        let provider = folder.path("site/Content/screens/SiteScreens.swift")
        let source = try String(contentsOfFile: provider, encoding: .utf8)
        try source.replacingOccurrences(of: "let scenarios: [TraceScenario] = []",
                                        with: "let scenarios = [TraceScenario(name: \"note-nothing\", summary: \"nothing happens\") { _ in [] }]")
            .write(toFile: provider, atomically: true, encoding: .utf8)
        let traces = try BuiltMFS.printed(["traces", "--content", content])
        #expect(traces.errors == "")
        #expect(traces.status == 0)
        #expect(traces.output.hasSuffix("\nnote-nothing: nothing happens\n"))

        // A trap that only a model given on the command line sets off is located; this process does not crash.
        try source.replacingOccurrences(of: "        let overrides = ModelOverrides(request.model)\n",
                                        with: "        let overrides = ModelOverrides(request.model)\n"
                                            + "        if overrides.string(\"title\") == \"boom\" { fatalError(\"no boom\") }\n")
            .write(toFile: provider, atomically: true, encoding: .utf8)
        let trapped = try BuiltMFS.printed(["screen", "note", "--content", content, "--size", "375x667", "--model", "{\"title\":\"boom\"}"])
        #expect(trapped.errors.replacingOccurrences(of: content, with: "Content")
            == "Content/screens/SiteScreens.swift:23:1: error: the screen note at 375x667 trapped: no boom\n")
        #expect(trapped.status == 1)
        #expect(trapped.output == "")

        try source.replacingOccurrences(of: "NoteScreen(), GreetingScreen()", with: "NoteScreen(), GreetingScren()")
            .write(toFile: provider, atomically: true, encoding: .utf8)
        let failed = try BuiltMFS.printed(["screens", "--content", content])
        #expect(failed.errors.replacingOccurrences(of: content, with: "Content") == """
            Content/screens/SiteScreens.swift:8:58: error: cannot find 'GreetingScren' in scope

            """)
        #expect(failed.status == 1)
        #expect(failed.output == "")
    }
}
