/// A bad option or value, with a message that names the option and what it accepts
/// (`--precision: 0 is out of range (2...16777216 bits)`). A front end prints it after its own name.
package struct CommandLineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message.
    package var description: String

    /// An error with this message.
    package init(_ description: String) {
        self.description = description
    }
}
