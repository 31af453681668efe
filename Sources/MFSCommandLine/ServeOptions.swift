import ArgumentParser

/// The options of `mfs serve`, which both executables parse: `mfs`, to show
/// them in its help and check them, and `mfs-server`, which runs the server.
public struct ServeOptions: ParsableArguments {
    /// What `mfs serve` does, for both executables' help.
    public static let abstract = "Build the site, serve it on a local port and rebuild and reload pages when the content changes."

    @Option(help: "The port to listen on.")
    public var port: UInt16 = 8000

    @Option(help: "The address to listen on: 127.0.0.1 keeps the server on this machine.")
    public var host = "127.0.0.1"

    @Option(help: "The folder of Markdown content, one subfolder per language.")
    public var content = "Content"

    @Option(help: "The folder the site is written to and served from.")
    public var output = "Public"

    @Flag(inversion: .prefixedNo, help: "Rebuild and reload pages when the content changes.")
    public var watch = true

    public init() {}

    /// The command line that parses back into these options (`--name=value`,
    /// so that a value starting with `-` stays a value).
    public var arguments: [String] {
        ["--port=\(port)", "--host=\(host)", "--content=\(content)", "--output=\(output)", watch ? "--watch" : "--no-watch"]
    }
}
