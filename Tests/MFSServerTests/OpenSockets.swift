import Foundation

/// This process's open TCP sockets on one local port (the server's side of its
/// connections, and its listening socket), read from `/proc/self/fd` and
/// `/proc/self/net/tcp`: what the server holds, whatever other tests open.
enum OpenSockets {
    static func count(localPort port: UInt16) throws -> Int {
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
        let inodes = Set(descriptors.compactMap { descriptor -> String? in
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + descriptor),
                  target.hasPrefix("socket:[") else { return nil }
            return String(target.dropFirst(8).dropLast())
        })
        // Read to the end: the file has no size to read by.
        let table = String(decoding: try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/net/tcp")).readToEnd() ?? Data(), as: UTF8.self)
        let portSuffix = ":" + String(format: "%04X", port)
        return table.split(separator: "\n").dropFirst().count { line in
            let fields = line.split(separator: " ")
            return fields.count > 9 && fields[1].hasSuffix(portSuffix) && inodes.contains(String(fields[9]))
        }
    }
}
