// swift-tools-version:6.1
import PackageDescription

// `#if MPFR` in the targets above CalcMPFR whose code names MPFR, GMP or the backends built on them.
let mpfrSettings: [SwiftSetting] = [.define("MPFR", .when(traits: ["MPFR"]))]

let package = Package(
    name: "swift-calc",
    // The versions that CalcPresentation's @Observable model needs (Observation); Linux has no minimum.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "CalcNumerics", targets: ["CalcNumerics"]),
        .library(name: "CalcEngine", targets: ["CalcEngine"]),
        .library(name: "CalcBatch", targets: ["CalcBatch"]),
        .library(name: "CalcPresentation", targets: ["CalcPresentation"]),
        .executable(name: "calc-eval", targets: ["calc-eval"]),
        .executable(name: "calc", targets: ["calc"]),
    ],
    // MPFR (default): CMPFR and CalcMPFR (the MPFR, exact and verified backends, and the Double backend's
    // correctly rounded functions). `--disable-default-traits` (or `traits: []` in a dependency) builds Double only,
    // with no MPFR or GMP, for apps that cannot ship them.
    traits: [
        .trait(
            name: "MPFR",
            description: "The MPFR, exact and verified backends, through the system's MPFR and GMP (LGPL)."
        ),
        .default(enabledTraits: ["MPFR"]),
    ],
    targets: [
        // libmpfr and libgmp, found through pkg-config, and GNU MPC (libmpc, the MPFR backend's complex
        // numbers; linked by the module map, as Debian ships no mpc.pc); the shim header exposes the
        // macros Swift cannot import.
        .systemLibrary(
            name: "CMPFR",
            pkgConfig: "mpfr",
            providers: [
                .apt(["libmpfr-dev", "libgmp-dev", "libmpc-dev"]),
                .brew(["mpfr", "gmp", "libmpc"]),
            ]
        ),
        // The backend protocol, Double (with its function keys from a provider), decimal text and digits:
        // no MPFR, no GMP, what every build has.
        .target(name: "CalcNumerics"),
        // The MPFR, exact and verified backends and MPFR's IEEE mode for Double's keys (the `MPFR` trait).
        .target(name: "CalcMPFR", dependencies: ["CalcNumerics", "CMPFR"]),
        .target(
            name: "CalcEngine",
            dependencies: ["CalcNumerics", .target(name: "CalcMPFR", condition: .when(traits: ["MPFR"]))],
            swiftSettings: mpfrSettings
        ),
        // Batch evaluation of key scripts: check lines, backend comparison (what calc-eval runs).
        .target(
            name: "CalcBatch",
            dependencies: ["CalcEngine"],
            swiftSettings: mpfrSettings
        ),
        // The options calc and calc-eval share (--backend, --precision, …): internal to the package.
        .target(
            name: "CalcCommandLine",
            dependencies: ["CalcEngine"],
            swiftSettings: mpfrSettings
        ),
        .executableTarget(
            name: "calc-eval",
            dependencies: ["CalcBatch", "CalcCommandLine"],
            swiftSettings: mpfrSettings
        ),
        // What an app shows beyond its views: observable model, keypad layouts, display fitting,
        // accessibility, history.
        .target(
            name: "CalcPresentation",
            dependencies: ["CalcEngine"],
            swiftSettings: mpfrSettings
        ),
        // calc: the calculator in a terminal, a thin front end over CalcPresentation.
        .executableTarget(
            name: "calc",
            dependencies: ["CalcPresentation", "CalcCommandLine"],
            swiftSettings: mpfrSettings
        ),
        // Benchmarks: calc-bench, and raw C calls to MPFR compiled into it as the limit.
        .target(
            name: "RawMPFR",
            dependencies: ["CMPFR"],
            path: "Benchmarks/RawMPFR"
        ),
        .executableTarget(
            name: "calc-bench",
            dependencies: [
                "CalcEngine", "CalcBatch", .target(name: "RawMPFR", condition: .when(traits: ["MPFR"])),
            ],
            path: "Benchmarks/calc-bench",
            swiftSettings: mpfrSettings
        ),
        // What the test targets share (test targets cannot import each other): the process runner that
        // runs calc-eval and calc, the seeded generator and seed of the random tests, the environment.
        .target(
            name: "CalcTestSupport",
            path: "Tests/CalcTestSupport",
            swiftSettings: mpfrSettings
        ),
        .testTarget(
            name: "CalcEngineTests",
            dependencies: ["CalcEngine", "CalcBatch", "CalcTestSupport"],
            swiftSettings: mpfrSettings
        ),
        .testTarget(
            name: "CalcPresentationTests",
            dependencies: ["CalcPresentation", "CalcTestSupport"],
            swiftSettings: mpfrSettings
        ),
        .testTarget(
            name: "CalcTerminalTests",
            dependencies: ["calc", "CalcPresentation", "CalcTestSupport"],
            swiftSettings: mpfrSettings
        ),
        .testTarget(
            name: "CalcBatchTests",
            dependencies: ["CalcBatch"],
            swiftSettings: mpfrSettings
        ),
        .testTarget(
            name: "CalcHardeningTests",
            dependencies: ["CalcEngine", "CalcBatch", "CalcTestSupport"],
            swiftSettings: mpfrSettings
        ),
        .testTarget(
            name: "CalcEvalTests",
            dependencies: ["calc-eval", "CalcBatch", "CalcTestSupport"],
            swiftSettings: mpfrSettings
        ),
        .testTarget(
            name: "CalcCommandLineTests",
            dependencies: ["CalcCommandLine", "CalcEngine"],
            swiftSettings: mpfrSettings
        ),
        .testTarget(
            name: "CalcNumericsTests",
            dependencies: [
                "CalcEngine", "CalcTestSupport", .target(name: "CalcMPFR", condition: .when(traits: ["MPFR"])),
                .target(name: "CMPFR", condition: .when(traits: ["MPFR"])),
            ],
            swiftSettings: mpfrSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
