/// An image or other file that a page refers to by a relative path
/// (`![](images/scheme.png)`, `[PDF](files/guide.pdf)`), found in the page's
/// language folder: it is copied to the same place below the language's
/// output folder, and the page's URL to it is rewritten to lead there.
public struct PageAsset: Hashable, Sendable {
    public var file: CopiedFile
    /// The URL path of the copy from the site root as the page wrote it
    /// (percent-encoded the same way): `ru/images/scheme.png`.
    public var url: String
    /// The image's intrinsic size; `nil` for a file that is not shown as an image.
    public var size: ImageSize?
}
