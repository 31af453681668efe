#if canImport(Glibc)
import Glibc
#endif
import MFS

/// `dlopen` and `dlsym`: a shared library loaded for good (never closed, since
/// the screens it returns may live as long as the process).
enum DynamicLibrary {
    /// The `ScreenProvider` the library at `path` returns from its C function
    /// `symbol` (made by `SiteScreenLibrary.entry`: a pointer to a heap copy of
    /// `any ScreenProvider`); the loader's error text when it cannot be loaded.
    /// The library's undefined symbols (the modules `UIKit`, `MFS`, …) resolve to
    /// the running executable's, which exports them (`--export-dynamic`).
    static func provider(at path: String, symbol: String) throws(LoadFailure) -> any ScreenProvider {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { throw LoadFailure(reason: lastError()) }
        guard let function = dlsym(handle, symbol) else { throw LoadFailure(reason: lastError()) }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
        let boxed = unsafeBitCast(function, to: Entry.self)().assumingMemoryBound(to: (any ScreenProvider).self)
        defer { boxed.deinitialize(count: 1).deallocate() }
        return boxed.pointee
    }

    /// Whether the running program exports the Swift runtime to the libraries it
    /// loads: it does when it links it as a shared library, not when it links it
    /// in statically (`--static-swift-stdlib` hides the archives' symbols).
    static var sharesSwiftRuntime: Bool { dlsym(nil, "swift_retain") != nil }

    /// `dlerror()`'s text.
    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "unknown dynamic loader error"
    }

    /// Why a library could not be loaded, in the loader's words.
    struct LoadFailure: Error {
        let reason: String
    }
}
