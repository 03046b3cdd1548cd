#if MPFR
    import CalcEngine

    /// A named calculation for the precision report: a key script the calculator evaluates, and its true value.
    struct PrecisionProblem {
        /// A short name (the report's first column, and `problem` in records).
        var name: String
        /// The key script exactly as the calculator runs it.
        var script: KeyScript
        /// The script as the report shows it: the script itself, or its pattern when it is generated and long.
        var shownScript: String
        /// The true value.
        var truth: PrecisionTruth
        /// The calculator's cancellation rule (on by default; off where the problem is the residue itself).
        var snapsCancellation = true
        /// What the problem shows, in a sentence.
        var note: String

        /// A problem whose script is short enough to show in full.
        init(_ name: String, _ script: String, truth: PrecisionTruth, snapsCancellation: Bool = true, note: String) {
            self.init(name, script, shown: script, truth: truth, snapsCancellation: snapsCancellation, note: note)
        }

        /// A problem with a generated script, shown as `shown`.
        init(
            _ name: String, _ script: String, shown: String, truth: PrecisionTruth, snapsCancellation: Bool = true,
            note: String
        ) {
            self.name = name
            do {
                self.script = try KeyScript(parsing: script)
            } catch {
                fatalError("precision problem '\(name)': \(error)")
            }
            self.shownScript = shown
            self.truth = truth
            self.snapsCancellation = snapsCancellation
            self.note = note
        }

        /// The same problem with the cancellation rule the other way, named `… (rule on)` or `… (rule off)`.
        func withRuleFlipped() -> PrecisionProblem {
            var flipped = self
            flipped.snapsCancellation.toggle()
            let base = name.hasSuffix(" (rule off)") ? String(name.dropLast(" (rule off)".count)) : name
            flipped.name = base + (flipped.snapsCancellation ? " (rule on)" : " (rule off)")
            return flipped
        }

        /// The display after running the script on a fresh calculator on `backend` with the default display
        /// digits for its precision, marked with a leading `~` when its digits could not all be proven
        /// (verified backends), as calc-eval marks it.
        func display<Backend: NumericBackend>(on backend: Backend) -> String {
            var calculator = Calculator(configuration: .init(backend: backend, snapsCancellation: snapsCancellation))
            calculator.press(script.keys)
            return (calculator.isDisplayApproximate ? "~" : "") + calculator.display
        }
    }
#endif
