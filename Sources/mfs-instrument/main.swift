import Foundation
import MFSInstrument

// mfs-instrument INPUT OUTPUT: writes INPUT instrumented for the life-cycle trace to OUTPUT
// (what the InstrumentApp plugin runs on every app file). On an early exit the trace rules
// cannot classify: `PATH:LINE:COL: error: …` on stderr, exit 1, OUTPUT untouched.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: mfs-instrument INPUT OUTPUT\n".utf8))
    exit(2)
}
do {
    let source = try String(contentsOfFile: arguments[1], encoding: .utf8)
    let output = try Instrumenter.instrument(source, path: arguments[1])
    if (try? String(contentsOfFile: arguments[2], encoding: .utf8)) != output {
        try output.write(toFile: arguments[2], atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
