extension View {
    /// Assigns `frame` and records which cache it came from (the `data-cache`
    /// of the site: green static, blue frames, red sizes, or none).
    public func setFrame(_ frame: Rect, from source: FrameSource) {
        self.frame = frame
        frameSource = source
    }
}
