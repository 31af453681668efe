import MFS

extension SiteScreenLibrary {
    /// `app`'s screens followed by the site's (`CombinedScreens`), or `app` alone
    /// when the site has none.
    public func provider(with app: any ScreenProvider) throws(BuildFailure) -> any ScreenProvider {
        guard let compiled = try compiled() else { return app }
        return try combined(app, compiled)
    }

    /// `app`'s screens followed by those of the library `compiled`.
    func combined(_ app: any ScreenProvider, _ compiled: CompiledScreens) throws(BuildFailure) -> any ScreenProvider {
        try CombinedScreens(app, load(compiled), sources: compiled.sources) { calls throws(Diagnostic) in
            try probe(compiled.library, sources: compiled.sources, calls: calls)
        }
    }
}
