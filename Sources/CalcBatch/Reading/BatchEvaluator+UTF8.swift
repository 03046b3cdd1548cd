import CalcEngine

extension BatchEvaluator {
    /// Evaluates one line given as the UTF-8 bytes read from a file, on a fresh calculator.
    ///
    /// Bytes that are not UTF-8, or a NUL byte, make the line invalid (``LineError/invalidUTF8(column:)``,
    /// ``LineError/nulByte(column:)``, the column in characters). Otherwise the same as
    /// ``outcome(ofLine:_:)`` on the text.
    public func outcome(ofLine number: Int, utf8 bytes: UnsafeBufferPointer<UInt8>) -> LineOutcome {
        var calculator = prototype
        return outcome(ofLine: number, utf8: bytes, on: &calculator)
    }

    /// Evaluates one line given as UTF-8 bytes on `calculator` (for sessions).
    public func outcome(ofLine number: Int, utf8 bytes: UnsafeBufferPointer<UInt8>, on calculator: inout AnyCalculator)
        -> LineOutcome
    {
        var variables: ExpressionVariables?
        return outcome(ofLine: number, utf8: bytes, on: &calculator, variables: &variables)
    }

    /// Evaluates one line given as UTF-8 bytes on `calculator`, in a session's `variables` when not nil.
    public func outcome(
        ofLine number: Int, utf8 bytes: UnsafeBufferPointer<UInt8>, on calculator: inout AnyCalculator,
        variables: inout ExpressionVariables?
    ) -> LineOutcome {
        var keys: [Key] = []
        return outcome(ofLine: number, utf8: bytes, on: &calculator, variables: &variables, reusing: &keys)
    }

    /// Evaluates one line given as UTF-8 bytes on `calculator`, in a session's `variables` when not nil,
    /// reading its keys into the storage of `keys` (``read(ofLine:utf8:variables:reusing:)``).
    ///
    /// Passing the same array for every line of a batch spares an allocation and a deallocation of an
    /// array of keys per line (about 4 % of a short line's time on Double).
    public func outcome(
        ofLine number: Int, utf8 bytes: UnsafeBufferPointer<UInt8>, on calculator: inout AnyCalculator,
        variables: inout ExpressionVariables?, reusing keys: inout [Key]
    ) -> LineOutcome {
        switch read(ofLine: number, utf8: bytes, variables: variables, reusing: &keys) {
        case .line(let line): outcome(of: line, on: &calculator, variables: &variables)
        case .outcome(let outcome): outcome
        }
    }

    /// Reads one line given as UTF-8 bytes (``read(ofLine:_:variables:)`` on its text).
    public func read(ofLine number: Int, utf8 bytes: UnsafeBufferPointer<UInt8>, variables: ExpressionVariables?)
        -> Reading
    {
        var keys: [Key] = []
        return read(ofLine: number, utf8: bytes, variables: variables, reusing: &keys)
    }

    /// Reads one line given as UTF-8 bytes (``read(ofLine:_:variables:)`` on its text); a key script read
    /// straight from its bytes is read into the storage of `keys`, which is replaced (pass an array no
    /// line read before still holds, or it is copied).
    public func read(
        ofLine number: Int, utf8 bytes: UnsafeBufferPointer<UInt8>, variables: ExpressionVariables?,
        reusing keys: inout [Key]
    ) -> Reading {
        // The common case of a batch run, an ASCII line of known keys whose text is not printed, goes
        // from the bytes to the keys without making a String; anything else takes the general path.
        // (The whole line must be ASCII without NUL: a comment is not read, but it is checked as text.)
        if task == .evaluate && !recordsScriptText && !readsExpressions && bytes.allSatisfy({ $0 != 0 && $0 < 0x80 }) {
            if KeyScript.readASCIIKeys(of: bytes, into: &keys) {
                if keys.isEmpty { return .outcome(.blank) }  // no tokens: blank or a comment
                return .line(BatchLine(number: number, source: .keys(KeyScript(keys: keys)), text: ""))
            }
        }
        switch Self.text(ofUTF8: bytes) {
        case .success(let text): return read(ofLine: number, text[...], variables: variables)
        case .failure(let error):
            // The line as read, each invalid byte as U+FFFD (a NUL stays, escaped wherever it is printed).
            return .outcome(.invalid(error, line: number, script: String(decoding: bytes, as: UTF8.self)))
        }
    }

    /// The text of a line, or why it is not text (invalid UTF-8, a NUL byte) with the column in characters.
    public static func text(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Result<String, LineError> {
        if let nul = bytes.firstIndex(of: 0) {
            let prefix = UnsafeBufferPointer(rebasing: bytes[..<nul])
            let column = (String(validating: prefix, as: UTF8.self)?.count ?? nul) + 1
            return .failure(.nulByte(column: column))
        }
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var column = 1
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: column += 1
            case .emptyInput, .error: break decoding
            }
        }
        return .failure(.invalidUTF8(column: column))
    }
}
