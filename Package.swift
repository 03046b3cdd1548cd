// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-calc",
    products: [
        .library(name: "CalcNumerics", targets: ["CalcNumerics"]),
        .library(name: "CalcEngine", targets: ["CalcEngine"]),
        .library(name: "CalcBatch", targets: ["CalcBatch"]),
        .library(name: "CalcPresentation", targets: ["CalcPresentation"]),
        .executable(name: "calc-eval", targets: ["calc-eval"]),
        .executable(name: "calc", targets: ["calc"]),
    ],
    targets: [
        // libmpfr and libgmp, found through pkg-config; the shim header exposes the
        // macros Swift cannot import.
        .systemLibrary(
            name: "CMPFR",
            pkgConfig: "mpfr",
            providers: [
                .apt(["libmpfr-dev", "libgmp-dev"]),
                .brew(["mpfr", "gmp"]),
            ]
        ),
        .target(
            name: "CalcNumerics",
            dependencies: ["CMPFR"]
        ),
        .target(
            name: "CalcEngine",
            dependencies: ["CalcNumerics"]
        ),
        // Batch evaluation of key scripts: check lines, backend comparison (what calc-eval runs).
        .target(
            name: "CalcBatch",
            dependencies: ["CalcEngine"]
        ),
        // The options calc and calc-eval share (--backend, --precision, …): internal to the package.
        .target(
            name: "CalcCommandLine",
            dependencies: ["CalcEngine"]
        ),
        .executableTarget(
            name: "calc-eval",
            dependencies: ["CalcBatch", "CalcCommandLine"]
        ),
        // What an app shows beyond its views: observable model, keypad layouts, display fitting,
        // accessibility, history.
        .target(
            name: "CalcPresentation",
            dependencies: ["CalcEngine"]
        ),
        // calc: the calculator in a terminal, a thin front end over CalcPresentation.
        .executableTarget(
            name: "calc",
            dependencies: ["CalcPresentation", "CalcCommandLine"]
        ),
        // Benchmarks: calc-bench, and raw C calls to MPFR compiled into it as the limit.
        .target(
            name: "RawMPFR",
            dependencies: ["CMPFR"],
            path: "Benchmarks/RawMPFR"
        ),
        .executableTarget(
            name: "calc-bench",
            dependencies: ["CalcEngine", "CalcBatch", "RawMPFR"],
            path: "Benchmarks/calc-bench"
        ),
        // What the test targets share (test targets cannot import each other): the process runner that
        // runs calc-eval and calc, the seeded generator and seed of the random tests, the environment.
        .target(
            name: "CalcTestSupport",
            path: "Tests/CalcTestSupport"
        ),
        .testTarget(
            name: "CalcEngineTests",
            dependencies: ["CalcEngine", "CalcBatch", "CalcTestSupport"]
        ),
        .testTarget(
            name: "CalcPresentationTests",
            dependencies: ["CalcPresentation", "CalcTestSupport"]
        ),
        .testTarget(
            name: "CalcTerminalTests",
            dependencies: ["calc", "CalcPresentation", "CalcTestSupport"]
        ),
        .testTarget(
            name: "CalcBatchTests",
            dependencies: ["CalcBatch"]
        ),
        .testTarget(
            name: "CalcHardeningTests",
            dependencies: ["CalcEngine", "CalcBatch", "CalcTestSupport"]
        ),
        .testTarget(
            name: "CalcEvalTests",
            dependencies: ["calc-eval", "CalcBatch", "CalcTestSupport"]
        ),
        .testTarget(
            name: "CalcNumericsTests",
            dependencies: ["CalcNumerics", "CalcTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
