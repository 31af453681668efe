import Foundation

extension Chromium {
    /// The flags of every run: headless, no sandbox (runs as root in CI),
    /// no GPU, no first-run chatter; pages are read from files, and a file
    /// page may fetch files in CORS mode, as a page served over HTTP fetches
    /// from its own origin (the pages' `crossorigin` font preload).
    static let baseArguments = ["--headless=new", "--no-sandbox", "--disable-gpu",
                                "--no-first-run", "--no-default-browser-check", "--mute-audio",
                                "--allow-file-access-from-files"]

    /// Runs Chromium with `arguments` in a fresh profile and returns its
    /// standard output. Standard error goes to a file, so neither pipe can
    /// fill up and block the browser.
    func run(_ arguments: [String], timeout: Double) throws -> Data {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("mfs-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let errorFile = scratch.appendingPathComponent("stderr.log")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

        let process = Process()
        process.executableURL = executable
        process.arguments = Self.baseArguments
            + ["--user-data-dir=\(scratch.appendingPathComponent("profile").path)"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice

        let failure = { (status: Int32, reason: String) -> BrowserError in
            let log = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            return .failed(arguments: arguments, status: status, log: reason + String(log.suffix(2000)))
        }
        do { try process.run() } catch { throw failure(-1, "could not start \(executable.path): \(error) ") }

        let timer = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()

        if process.terminationReason == .uncaughtSignal {
            throw failure(process.terminationStatus, "killed by signal (the time limit is \(timeout) s); ")
        }
        guard process.terminationStatus == 0 else { throw failure(process.terminationStatus, "") }
        return data
    }
}
