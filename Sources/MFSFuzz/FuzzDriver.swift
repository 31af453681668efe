#if FUZZING
import Foundation

/// libFuzzer's driver (from `-sanitize=fuzzer`), run from our own `main`:
/// SwiftPM renames an executable's `main`, so libFuzzer's cannot be used.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// Runs libFuzzer over the target `MFS_FUZZ_TARGET` names (`all` when unset);
/// an unknown name is an error (exit 2) before any input.
@main
enum FuzzDriver {
    static let target: FuzzTarget = {
        do {
            return try FuzzTarget(name: ProcessInfo.processInfo.environment["MFS_FUZZ_TARGET"])
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
    }()

    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        _ = target
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            MFSFuzz.run(UnsafeRawBufferPointer(start: data, count: size), target: FuzzDriver.target)
            return 0
        }
        exit(status)
    }
}
#else
/// The stub `main` of a plain `swift build`.
@main
enum FuzzDriver {
    static func main() {
        print("MFSFuzz is a libFuzzer target: run it with `make fuzz SECONDS=N [TARGET=content|server-head|nesting|all]`.")
    }
}
#endif
