extension ExpressionParser {
    /// Whether the token after the current one opens a group with a comma at its top level (`max(1, 2)`):
    /// a list of arguments, which only a function takes. Looks ahead on a copy of the stream, up to that
    /// comma or the group's end.
    func nextGroupHasArguments() -> Bool {
        var ahead = stream
        guard let open = try? ahead.next(), open.opensGroup else { return false }
        var depth = 1
        while let token = try? ahead.next() {
            switch token.kind {
            case .open: depth += 1
            case .close:
                depth -= 1
                if depth == 0 { return false }
            case .bracket(_, let opens): depth += opens ? 1 : -1
            case .comma where depth == 1: return true
            case .end: return false
            default: break  // Any other token neither opens nor closes a group.
            }
        }
        return false
    }

    /// Whether the current token opens a group that closes right away (`()`).
    func nextGroupIsEmpty() -> Bool {
        guard current.opensGroup else { return false }
        var ahead = stream
        return (try? ahead.next())?.closesGroup == true
    }
}
