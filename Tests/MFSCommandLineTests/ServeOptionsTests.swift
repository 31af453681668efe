import Testing
@testable import MFSCommandLine

@Suite struct ServeOptionsTests {
    /// `mfs serve` hands its options to `mfs-server` as `arguments`: they must parse back to the same options.
    @Test(arguments: [
        [],
        ["--port", "9000", "--host", "::1", "--content", "My Content", "--output", "out/site", "--no-watch"],
        ["--watch", "--content=--dashed", "--output=-o", "--host=a=b"],
    ])
    func argumentsParseBackToTheSameOptions(commandLine: [String]) throws {
        let options = try ServeOptions.parse(commandLine)
        let again = try ServeOptions.parse(options.arguments)
        #expect(again.port == options.port)
        #expect(again.host == options.host)
        #expect(again.content == options.content)
        #expect(again.output == options.output)
        #expect(again.watch == options.watch)
    }

    @Test func theDefaultsAreThoseOfMakeServe() throws {
        let options = try ServeOptions.parse([])
        #expect(options.arguments == ["--port=8000", "--host=127.0.0.1", "--content=Content", "--output=Public", "--watch"])
    }
}
