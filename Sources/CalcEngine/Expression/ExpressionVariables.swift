/// What a session of expressions remembers between lines: `ans` (the previous result) and the variables
/// assigned with `name = expression`, each as the value it holds (real or complex, see ``ValueLiteral``).
///
/// The variables are a hash table: reading one, and assigning one with ``assign(_:to:)``, take the same
/// time however many there are (a million distinct variables in seconds). A misspelt name's suggestion
/// compares it only with names of about its length and characters (an index kept beside the table).
public struct ExpressionVariables: Sendable, Hashable {
    /// The previous result, or nil before the first.
    public var answer: ValueLiteral?
    /// The variables, by name (letters, digits and `_`, starting with a letter or `_`).
    ///
    /// Setting the whole table (or one entry through it) rebuilds the names' index, in time proportional
    /// to the number of variables: assign one variable with ``assign(_:to:)``.
    public var values: [String: ValueLiteral] {
        get { storage }
        set {
            storage = newValue
            index = VariableNameIndex(names: newValue.keys)
        }
    }

    private var storage: [String: ValueLiteral]
    /// The names of ``values``, for suggestions.
    private(set) var index: VariableNameIndex

    /// No result yet and no variables.
    public init(answer: ValueLiteral? = nil, values: [String: ValueLiteral] = [:]) {
        self.answer = answer
        self.storage = values
        self.index = VariableNameIndex(names: values.keys)
    }

    /// Sets variable `name` to `value`, in constant time.
    public mutating func assign(_ value: ValueLiteral, to name: String) {
        if storage.updateValue(value, forKey: name) == nil { index.insert(name) }
    }

    /// Whether both hold the same `ans` and the same variables.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.answer == rhs.answer && lhs.storage == rhs.storage
    }

    /// Hashes `ans` and the variables.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(answer)
        hasher.combine(storage)
    }
}
