/// The `Content-Type` the server sends for a file, chosen by its extension.
enum MediaType {
    /// The media type for `path` (any case of extension); `application/octet-stream`
    /// for unknown extensions. Pure.
    static func of(path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return fallback }
        return types[path[path.index(after: dot)...].lowercased()] ?? fallback
    }

    /// Whether responses of this type are pages the reload script is injected into.
    static func isHTML(_ type: String) -> Bool { type.hasPrefix("text/html") }

    static let fallback = "application/octet-stream"

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8", "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "json": "application/json", "map": "application/json", "xml": "application/xml",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "ico": "image/x-icon",
        "otf": "font/otf", "ttf": "font/ttf", "woff": "font/woff", "woff2": "font/woff2",
        "pdf": "application/pdf", "wasm": "application/wasm",
    ]
}
