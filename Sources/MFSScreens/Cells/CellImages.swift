/// The names of the pictures the cells show: the site's theme ships each as
/// `assets/images/NAME.svg`.
enum CellImages {
    /// How many avatar portraits there are: `avatar0` … `avatar3`.
    static let avatarCount = 4

    /// The portrait of the person shown as `name`: the same name, the same face.
    static func avatar(for name: String) -> String {
        "avatar\(name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % avatarCount)"
    }

    /// The gallery's `index`th photo, `photo0` … `photo5` over and over.
    static func photo(_ index: Int) -> String { "photo\(index % 6)" }
}
