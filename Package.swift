// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-calc",
    products: [
        .library(name: "CalcNumerics", targets: ["CalcNumerics"]),
        .library(name: "CalcEngine", targets: ["CalcEngine"]),
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
        .executableTarget(
            name: "calc-eval",
            dependencies: ["CalcEngine"]
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
            dependencies: ["CalcPresentation"]
        ),
        // Benchmarks: calc-bench, and raw C calls to MPFR compiled into it as the limit.
        .target(
            name: "RawMPFR",
            dependencies: ["CMPFR"],
            path: "Benchmarks/RawMPFR"
        ),
        .executableTarget(
            name: "calc-bench",
            dependencies: ["CalcEngine", "RawMPFR"],
            path: "Benchmarks/calc-bench"
        ),
        .testTarget(
            name: "CalcEngineTests",
            dependencies: ["CalcEngine"]
        ),
        .testTarget(
            name: "CalcPresentationTests",
            dependencies: ["CalcPresentation"]
        ),
        .testTarget(
            name: "CalcTerminalTests",
            dependencies: ["calc", "CalcPresentation"]
        ),
        .testTarget(
            name: "CalcHardeningTests",
            dependencies: ["CalcEngine"]
        ),
        .testTarget(
            name: "CalcEvalTests",
            dependencies: ["calc-eval", "CalcEngine"]
        ),
        .testTarget(
            name: "CalcNumericsTests",
            dependencies: ["CalcNumerics"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
