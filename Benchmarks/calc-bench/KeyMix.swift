import CalcEngine

/// The fixed, seeded mix of key scripts the throughput benchmarks press: numbers, + − × ÷, =, %, ±,
/// √ and memory, like a person using a basic calculator.
enum KeyMix {
    /// `count` scripts of about `length` keys each, each starting with AC.
    static func scripts(count: Int, length: Int = 12, seed: UInt64 = 7) -> [[Key]] {
        var generator = SeededRandomGenerator(seed: seed)
        func random(_ n: Int) -> Int { Int(generator.next() % UInt64(n)) }
        let operators: [Key] = [.binary(.add), .binary(.subtract), .binary(.multiply), .binary(.divide)]
        return (0..<count).map { _ in
            var keys: [Key] = [.allClear]
            func number() {
                for _ in 0...random(3) { keys.append(.digit(Digit.allCases[random(10)])) }
                if random(3) == 0 {
                    keys.append(.point)
                    for _ in 0...random(2) { keys.append(.digit(Digit.allCases[random(10)])) }
                }
            }
            number()
            while keys.count < length {
                switch random(10) {
                case 0: keys.append(.percent)
                case 1: keys.append(.negate)
                case 2: keys.append(.function(.squareRoot))
                case 3: keys.append(random(2) == 0 ? .memoryAdd : .memoryRecall)
                default:
                    keys.append(operators[random(4)])
                    number()
                }
            }
            keys.append(.equals)
            return keys
        }
    }

    /// The scripts as calc-eval lines.
    static func lines(_ scripts: [[Key]]) -> [String] {
        scripts.map { KeyScript(keys: Array($0.dropFirst())).text }
    }
}
