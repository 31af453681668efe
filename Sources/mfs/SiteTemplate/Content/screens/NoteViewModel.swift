/// What a note cell shows.
struct NoteViewModel: Equatable {
    var title: String
    var text: String
}
