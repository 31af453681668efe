// swift-tools-version:6.3
import PackageDescription

// Linux only (Debian 12, Swift 6): inotify, renameat2, Glibc and Debian's system libraries.
// No `platforms:` entry, which SwiftPM has only for Apple's systems.
// The executables export their symbols: a site's screens, compiled by mfs into a shared library
// (`SiteScreenLibrary`), use the executable's own UIKit, MFS and MFSText. The release builds
// allocate with mimalloc (Debian's libmimalloc-dev), which `make bench` measured faster than
// glibc's malloc for the site build's many small strings.
let exportingSymbols: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "--export-dynamic"]),
                                         .linkedLibrary("mimalloc", .when(configuration: .release))]
// Swift Testing's cross-import overlay for UIKit (`_Testing_UIKit`) exists on Apple's systems only;
// the test targets that import both Testing and this package's module `UIKit` load no overlays.
let withoutCrossImportOverlays: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

let package = Package(
    name: "mfs",
    products: [
        .executable(name: "mfs", targets: ["mfs"]),
        .executable(name: "mfs-server", targets: ["mfs-server"]),
        .library(name: "MFS", targets: ["MFS"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // The development server's HTTP engine (SwiftNIO underneath); traits off: no swift-configuration.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        // DocC's package plugin: `make reference`, the API reference of UIKit, MFS and MFSScreenKit.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // System libraries (Debian packages installed by `make deps`).
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // Snowball stemmers (libstemmer 2.2) for the search index; Debian ships no pkg-config file for it.
        .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
        .target(name: "CLineBreak", linkerSettings: [.linkedLibrary("icuuc")]),
        // Atomic exchange of two folders (renameat2), for swapping a new site in.
        .target(name: "CFileSwap"),

        // The engine: geometry, headless views, Management life cycle, caches, tables; and the
        // screen seam (`Screens/`): `ScreenProvider`, `ScreenDefinition`, requests, languages, sizes, traces.
        .target(name: "MFS"),
        // Text measurement over HarfBuzz + FreeType + ICU, behind MFS.TextMeasuring.
        // Its Inter subsets (`Fonts/`) are made by `subset-fonts.sh` and committed; the site serves the same files.
        .target(name: "MFSText", dependencies: ["MFS", "CHarfBuzz", "CFreeType", "CLineBreak"],
                exclude: ["subset-fonts.sh"], resources: [.copy("Fonts")]),
        // Headless Chromium: DOM dumps and screenshots for the browser checks.
        .target(name: "MFSBrowser"),
        // The site checker: every built page in Chromium against the frame contract and against
        // the engine's own snapshots of its screens (run again through a screen provider); screenshots.
        .target(name: "MFSCheck", dependencies: ["MFS", "MFSBrowser"], resources: [.copy("Resources/checker.js")]),
        // The module `UIKit` (folder HeadlessUIKit): UIKit's shape over the engine (UIView,
        // UIViewController, UITableView, CGRect, …), publicly only what UIKit, QuartzCore and Foundation
        // declare; the engine's hooks are `package`. What the demo screens import; backed by MFS, measured by MFSText.
        .target(name: "UIKit", dependencies: ["MFS", "MFSText"], path: "Sources/HeadlessUIKit"),
        // What a site's own screens (compiled by `mfs build`, `SiteScreenLibrary`) use beside UIKit
        // and MFS: their snapshot. Linked into both executables, which export it to the screens.
        .target(name: "MFSScreenKit", dependencies: ["UIKit", "MFS"]),
        // The demo app's screens, its provider `DemoScreens`. The app's own folders are excluded and
        // compiled as the InstrumentApp plugin's instrumented copies (the life-cycle trace).
        .target(name: "MFSScreens", dependencies: ["UIKit", "MFS", "MFSText"], exclude: ["Cells", "Login", "Profile"],
                plugins: ["InstrumentApp"]),
        // The life-cycle trace's instrumenter (README, "Traces"), its command and its build plugin.
        .target(name: "MFSInstrument", dependencies: ["MFS"]),
        .executableTarget(name: "mfs-instrument", dependencies: ["MFSInstrument"]),
        .plugin(name: "InstrumentApp", capability: .buildTool(), dependencies: ["mfs-instrument"]),
        // Markdown, embeds, HTML, the site pipeline; screens only through the `ScreenProvider` it is given.
        // YAML (front matter, embeds) through Yams' public API.
        .target(name: "MFSSite", dependencies: [
            "MFS", "MFSText", "CCmarkGFM", "CFileSwap", "CStemmer",
            .product(name: "Yams", package: "Yams"),
        ], resources: [.copy("Theme")]),
        // The development server with live reload, on Hummingbird's HTTP/1.1 core.
        .target(name: "MFSServer", dependencies: [
            "MFSSite",
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Benchmark support: generated corpora, child-process measurement.
        .target(name: "MFSBench", dependencies: ["MFSSite"]),
        // What the two executables share: the options of `mfs serve`, error output.
        .target(name: "MFSCommandLine", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The CLI; its `SiteTemplate` folder is what `mfs init` writes.
        .executableTarget(name: "mfs", dependencies: [
            "MFSSite", "MFSCheck", "MFSBench", "MFSScreens", "MFSScreenKit", "MFSText", "MFSCommandLine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], resources: [.copy("SiteTemplate")], linkerSettings: exportingSymbols),
        // The development server, which `mfs serve` runs: apart from `mfs`, so that `mfs build`
        // neither links nor starts SwiftNIO.
        .executableTarget(name: "mfs-server", dependencies: [
            "MFSServer", "MFSSite", "MFSScreens", "MFSScreenKit", "MFSCommandLine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], linkerSettings: exportingSymbols),

        // The libFuzzer target over front matter, embeds, Markdown and the server's request handling
        // (`make fuzz`; a stub otherwise).
        .executableTarget(name: "MFSFuzz", dependencies: ["MFS", "MFSScreens", "MFSSite", "MFSServer", "TestSupport"], exclude: ["seeds", "mfs.dict", "lsan.supp"]),

        .testTarget(name: "MFSTests", dependencies: ["MFS", "UIKit", "MFSSite"], exclude: ["UIKitDeclarations.txt"],
                    swiftSettings: withoutCrossImportOverlays),
        .testTarget(name: "MFSTextTests", dependencies: ["MFSText", "MFSBrowser"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MFSBrowserTests", dependencies: ["MFSBrowser"]),
        .testTarget(name: "MFSCheckTests", dependencies: ["MFSCheck", "MFS"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MFSFuzzTests", dependencies: ["MFSFuzz", "MFSSite"], resources: [.copy("Crashes")]),
        .testTarget(name: "MFSScreensTests", dependencies: ["MFSScreens"], swiftSettings: withoutCrossImportOverlays),
        // Builds sites with the demo's screens (`DemoScreens`): the real Content/ and fixtures that embed them.
        .testTarget(name: "MFSSiteTests", dependencies: ["MFSSite", "MFSScreens", "MFSBrowser", "MFSBench", "TestSupport"], resources: [.copy("Fixtures")],
                    swiftSettings: withoutCrossImportOverlays),
        // MFSSite with no demo linked: the seam, with a screen provider of the tests' own (`TinyScreens`).
        .testTarget(name: "MFSSiteSeamTests", dependencies: ["MFSSite", "MFS", "TestSupport"]),
        .testTarget(name: "MFSCommandLineTests", dependencies: ["MFSCommandLine"]),
        .testTarget(name: "MFSInstrumentTests", dependencies: ["MFSInstrument"]),
        .testTarget(name: "MFSServerTests", dependencies: [
            "MFSServer", "MFSScreens", "TestSupport",
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
        ]),
        // Helpers the test targets share (temporary folders).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
