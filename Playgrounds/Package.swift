// swift-tools-version: 6.0
import PackageDescription

// The demo and the yardsticks of QuickControl: a package of their own beside the library, so that
// the library's manifest holds only the library. Run from the repository's root:
//
//   swift run --package-path Playgrounds pin-form
//   swift test --package-path Playgrounds
//
// (QuickControl.playground, the Xcode playground, sits in this folder too; Xcode opens it on its own.)

/// The library's modules, from the package one folder up.
let quickControl = Target.Dependency.product(name: "QuickControl", package: "QuickControl")
let pinCodeControl = Target.Dependency.product(name: "PinCodeControl", package: "QuickControl")
let placeholderTextView = Target.Dependency.product(name: "PlaceholderTextView", package: "QuickControl")

/// A yardstick: one screen or control written twice, with the library and by hand, in the folder
/// `Playgrounds/<name>`: the module `<name>` in `Sources/<name>/` (`WithQuickControl.swift`,
/// `HandWritten.swift` and what both share) and its tests in `Tests/<name>Tests/`.
/// `Tools/yardstick` compares the two files' lines; `.ci/run` gates each folder with a maximum.
///
/// To add one, make the folder, add `yardstick("<name>")` to `targets` below and a
/// `Tools/yardstick --max PERCENT Playgrounds/<name>` line to `.ci/run`.
func yardstick(_ name: String) -> [Target] {
  [
    .target(name: name, dependencies: [quickControl], path: "\(name)/Sources/\(name)"),
    .testTarget(
      name: "\(name)Tests", dependencies: [.target(name: name), quickControl, "TestSupport"],
      path: "\(name)/Tests/\(name)Tests"),
  ]
}

let package = Package(
  name: "QuickControlPlaygrounds",
  // The library's platforms (see ../Package.swift).
  platforms: [.iOS(.v16), .tvOS(.v16), .visionOS(.v1), .macCatalyst(.v16), .macOS(.v13)],
  dependencies: [.package(name: "QuickControl", path: "..")],
  targets: [
    // The terminal demo: its logic in PinFormDemo, the entry point in pin-form.
    .target(
      name: "PinFormDemo",
      dependencies: [quickControl, pinCodeControl, placeholderTextView, "TestSupport"],
      path: "PinForm/Sources/PinFormDemo"),
    .executableTarget(name: "pin-form", dependencies: ["PinFormDemo"], path: "PinForm/Sources/pin-form"),
    .testTarget(
      name: "PinFormDemoTests",
      dependencies: [
        "PinFormDemo", "pin-form", quickControl, pinCodeControl, placeholderTextView, "TestSupport",
      ],
      path: "PinForm/Tests/PinFormDemoTests"),
    // The library's own test clock and seeded generator, the same files: `TestSupport` here is a
    // symbolic link to ../Tests/TestSupport/Determinism (a package builds only what lies inside its
    // folder). The demo's scripted run uses them, so it shows the same frames on every machine. The
    // library's other test helpers use its package-internal API and stay out.
    .target(name: "TestSupport", path: "TestSupport"),
  ]
    // The sign-up form and the plan card (README, "Values per state"; .ci/run gates each).
    + yardstick("SignUpForm")
    + yardstick("PlanCard")
    // The sign-in form (the Forms article): states with memory and an async call.
    + yardstick("SignIn")
    // The one-time-code screen (the One-time-code screen article): time, counts and a check that can fail.
    + yardstick("OneTimeCode"),
  swiftLanguageModes: [.v6]
)

// The library's compile condition of the UIKit flavour (see ../Package.swift), for these targets too.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .define("QUICKCONTROL_UIKIT", .when(platforms: [.iOS, .tvOS, .visionOS, .macCatalyst]))
    ]
}
