/// What a `--check` record of an unreadable line keeps: the line and its text.
struct LineRecord: Encodable {
    var line: Int
    var script: String
}
