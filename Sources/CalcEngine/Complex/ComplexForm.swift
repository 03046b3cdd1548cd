/// How the display shows a complex value: `3+4i` or `5∠53.1301023541560`.
public enum ComplexForm: String, Sendable, Hashable, Codable, CaseIterable {
    /// a+bi (`3`, `2i`, `-i`, `1.5-0.5i`), the default.
    case rectangular
    /// r∠θ, with θ in the angle unit (`5∠53.1301023541560`, `2∠90`); real values are shown as they are.
    case polar
}
