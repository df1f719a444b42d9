// swift-tools-version: 6.0
import PackageDescription

/// The test double, for the platforms where UIKit has no views.
let headlessUIKit = Target.Dependency.target(
  name: "HeadlessUIKit", condition: .when(platforms: [.macOS, .linux, .windows, .android, .wasi, .openbsd]))

let package = Package(
  name: "QuickControl",
  defaultLocalization: "en",
  platforms: [
    // What users get: controls that UIKit draws.
    .iOS(.v16), .tvOS(.v16), .visionOS(.v1), .macCatalyst(.v16),
    // Not for apps: macOS runs the tests, as Linux does, on the headless flavour, which draws
    // nothing. The entry sets the deployment target that the tests' clocks and durations need.
    .macOS(.v13),
  ],
  products: [
    .library(name: "QuickControl", targets: ["QuickControl"]),
    .library(name: "PinCodeControl", targets: ["PinCodeControl"]),
    .library(name: "PlaceholderTextView", targets: ["PlaceholderTextView"]),
  ],
  targets: [
    // The headless flavour's UIKit: `UIControl`, `UIColor`, `UITextView`… as a test double in
    // plain Swift, which QuickControl builds on and re-exports where UIKit has no views (macOS,
    // Linux). Its module is not named `UIKit`: a test file importing Swift Testing and a module of
    // that name asks for the cross-import overlay `_Testing_UIKit`, which only Apple's SDKs have.
    .target(name: "HeadlessUIKit"),
    .target(name: "QuickControl", dependencies: [headlessUIKit], resources: [.process("Resources")]),
    // Resources/: the privacy manifest, and the .lproj folders of localised strings (.strings
    // and .stringsdict, not .xcstrings, which the command-line build copies uncompiled).
    .target(
      name: "PinCodeControl", dependencies: ["QuickControl", headlessUIKit],
      resources: [.process("Resources")]),
    .target(
      name: "PlaceholderTextView", dependencies: ["QuickControl", headlessUIKit],
      resources: [.process("Resources")]),
    // What the tests share: a manual clock, a seeded generator, a plain styled target, a simulated
    // SwiftUI screen. The demo and the yardsticks (Playgrounds/Package.swift) build the clock and the
    // generator, in Determinism/, from these same files.
    .target(name: "TestSupport", dependencies: ["QuickControl"], path: "Tests/TestSupport"),
    // The test double's own behaviour, where it is built (Linux, macOS): each of its files is one
    // `#if !QUICKCONTROL_UIKIT` region, empty under UIKit (Tools/check-test-guards checks it).
    .testTarget(name: "HeadlessUIKitTests", dependencies: [headlessUIKit]),
    .testTarget(name: "QuickControlTests", dependencies: ["QuickControl", "TestSupport"]),
    .testTarget(name: "PinCodeControlTests", dependencies: ["PinCodeControl", "TestSupport"]),
    .testTarget(name: "PlaceholderTextViewTests", dependencies: ["PlaceholderTextView", "TestSupport"]),
    // An app's worth of hosts: 64 classes of 8 declared states, beside the library's controls.
    .testTarget(
      name: "AppScaleTests",
      dependencies: ["QuickControl", "PinCodeControl", "PlaceholderTextView", "TestSupport"]),
    // 0.x-style code, kept as written then: it must compile (with deprecation warnings, allowed
    // only here) and behave as it did.
    .testTarget(
      name: "Migration0xTests",
      dependencies: ["QuickControl", "PinCodeControl", "PlaceholderTextView", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// The one compile condition of the UIKit flavour, for every target: where UIKit has views.
// Everywhere else (macOS and Linux, where the tests run) the same classes build on headless bases. Sources say
// `#if QUICKCONTROL_UIKIT`; Tools/uikit-typecheck and Tools/ios-sdk-compile pass it as SwiftPM does.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .define("QUICKCONTROL_UIKIT", .when(platforms: [.iOS, .tvOS, .visionOS, .macCatalyst]))
    ]
}
