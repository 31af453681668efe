import Foundation
import MFS

/// The child's side of trying a site's screens out before a build runs them
/// (`SiteScreenLibrary.probe`): the hidden command `probe-screens -- LIBRARY
/// SIZE…` of `mfs` and `mfs-server` loads the library and runs every one of its
/// screens (not the demo's) at every size, in its default and every state, in
/// every `Language`, with its default model, and every scenario in every
/// language; `probe-screens -- LIBRARY --calls FILE SIZE…` runs only the calls
/// of the JSON file (`ScreenCall`s: what a build's pages ask of the screens).
/// A screen that traps kills this process, not the build's.
///
/// Before each step it writes `mfs-probe: WHAT` (the screens' provider, `the
/// screen NAME`, `the scenario NAME`) to standard error, unbuffered, so that a
/// trap's report (`FILE:LINE: Fatal error: …`, which Swift writes there) follows
/// the name of what trapped.
public struct SiteScreenProbe {
    /// The hidden command's name.
    public static let commandName = "probe-screens"
    /// The start of the lines that name what runs next.
    static let stepPrefix = "mfs-probe: "
    /// The option before the file of calls.
    static let callsOption = "--calls"

    /// The command's arguments: the library's path, then the sizes (`WIDTHxHEIGHT`).
    let arguments: [String]

    public init(arguments: [String]) {
        self.arguments = arguments
    }

    /// Runs everything and exits: 0 when all ran, 1 (and a line on standard
    /// error) when the arguments are wrong or the library cannot be loaded.
    public func run() -> Never {
        var rest = arguments.dropFirst()
        var calls: [ScreenCall]?
        if rest.first == Self.callsOption, let file = rest.dropFirst().first {
            guard let json = FileManager.default.contents(atPath: file), let decoded = try? JSONDecoder().decode([ScreenCall].self, from: json)
            else { fail("cannot read the calls \(file)") }
            calls = decoded
            rest = rest.dropFirst(2)
        }
        guard let library = arguments.first, let sizes = try? rest.map({ text throws(ScreenError) in try ScreenSizes.parse(text) })
        else { fail("usage: \(Self.commandName) -- LIBRARY [\(Self.callsOption) FILE] WIDTHxHEIGHT…") }
        say("the screens' provider SiteScreens()")
        let provider: any ScreenProvider
        do { provider = try DynamicLibrary.provider(at: library, symbol: SiteScreenLibrary.entrySymbol) } catch { fail(error.reason) }
        if let calls { run(calls, of: provider) }
        for screen in provider.screens {
            say("the screen \(screen.name)")
            _ = (screen.summary, screen.descriptions, screen.modelKeys)
            for state in [nil] + screen.states.map(Optional.some) {
                for size in sizes {
                    for language in Language.allCases {
                        let request = ScreenRequest(size: size, state: state, language: language)
                        _ = (screen.render(request), screen.precomputation(request))
                    }
                }
            }
        }
        for scenario in provider.scenarios {
            say("the scenario \(scenario.name)")
            for language in Language.allCases { _ = scenario.run(language) }
        }
        exit(0)
    }

    /// Runs each of `calls` whose screen `provider` has, then exits with 0.
    private func run(_ calls: [ScreenCall], of provider: any ScreenProvider) -> Never {
        let screens = Dictionary(provider.screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for call in calls {
            guard let screen = screens[call.screen], let request = call.request else { continue }
            say("the screen \(call.screen) at \(Int(call.size.width))x\(Int(call.size.height))" + (call.state.map { " (\($0))" } ?? ""))
            _ = (screen.render(request), screen.precomputation(request))
        }
        exit(0)
    }

    private func say(_ step: String) {
        FileHandle.standardError.write(Data((Self.stepPrefix + step + "\n").utf8))
    }

    private func fail(_ reason: String) -> Never {
        FileHandle.standardError.write(Data((reason + "\n").utf8))
        exit(1)
    }
}
