// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "QuickControl",
  defaultLocalization: "en",
  platforms: [
    .iOS(.v16), .tvOS(.v16), .visionOS(.v1), .macCatalyst(.v16), .macOS(.v13),
    // watchOS has UIKit without views: it builds the headless flavour.
    .watchOS(.v9),
  ],
  products: [
    .library(name: "QuickControl", targets: ["QuickControl"]),
    .library(name: "PinCodeControl", targets: ["PinCodeControl"]),
    .library(name: "PlaceholderTextView", targets: ["PlaceholderTextView"]),
  ],
  targets: [
    .target(name: "QuickControl", resources: [.process("Resources")]),
    // Resources/: the privacy manifest, and the .lproj folders of localised strings (.strings
    // and .stringsdict, not .xcstrings, which the command-line build copies uncompiled).
    .target(
      name: "PinCodeControl", dependencies: ["QuickControl"], resources: [.process("Resources")]),
    .target(
      name: "PlaceholderTextView", dependencies: ["QuickControl"], resources: [.process("Resources")]),
    // What the tests share: a manual clock, a seeded generator, waiting without sleeping, a simulated
    // SwiftUI screen. The demo uses the same clock and generator, so its scripted run is the same on
    // every machine.
    .target(name: "TestSupport", dependencies: ["QuickControl"], path: "Tests/TestSupport"),
    .testTarget(name: "QuickControlTests", dependencies: ["QuickControl", "TestSupport"]),
    .testTarget(name: "PinCodeControlTests", dependencies: ["PinCodeControl", "TestSupport"]),
    .testTarget(name: "PlaceholderTextViewTests", dependencies: ["PlaceholderTextView", "TestSupport"]),
    // 0.x-style code, kept as written then: it must compile (with deprecation warnings, allowed
    // only here) and behave as it did.
    .testTarget(
      name: "Migration0xTests",
      dependencies: ["QuickControl", "PinCodeControl", "PlaceholderTextView", "TestSupport"]),
    // The terminal demo (`swift run pin-form`): its logic in PinFormDemo, the entry point in pin-form.
    .target(
      name: "PinFormDemo",
      dependencies: ["QuickControl", "PinCodeControl", "PlaceholderTextView", "TestSupport"],
      path: "Playgrounds/PinForm/Sources/PinFormDemo"),
    .executableTarget(
      name: "pin-form", dependencies: ["PinFormDemo"], path: "Playgrounds/PinForm/Sources/pin-form"),
    // The yardstick (README, "Forms"): one sign-up form written twice, with the library and by hand.
    .target(
      name: "SignUpForm", dependencies: ["QuickControl"], path: "Playgrounds/SignUpForm/Sources/SignUpForm"),
    .testTarget(
      name: "SignUpFormTests", dependencies: ["SignUpForm", "TestSupport"], path: "Tests/SignUpFormTests"),
    // The forms yardstick (README, "Forms"): a sign-in form with memory and an async call, written twice.
    .target(name: "SignIn", dependencies: ["QuickControl"], path: "Playgrounds/SignIn/Sources/SignIn"),
    .testTarget(name: "SignInTests", dependencies: ["SignIn", "TestSupport"], path: "Tests/SignInTests"),
    // The styling yardstick (README, "QuickControl"): one plan card written twice, with the library and by hand.
    .target(
      name: "PlanCard", dependencies: ["QuickControl"], path: "Playgrounds/PlanCard/Sources/PlanCard"),
    .testTarget(
      name: "PlanCardTests", dependencies: ["PlanCard", "TestSupport"], path: "Tests/PlanCardTests"),
    .testTarget(
      name: "PinFormDemoTests", dependencies: ["PinFormDemo", "pin-form", "TestSupport"],
      path: "Tests/PinFormDemoTests"),
  ],
  swiftLanguageModes: [.v6]
)

// The one compile condition of the UIKit flavour, for every target: where UIKit has views.
// Everywhere else (macOS, Linux, watchOS) the same classes build on headless bases. Sources say
// `#if QUICKCONTROL_UIKIT`; Tools/uikit-typecheck and Tools/ios-sdk-compile pass it as SwiftPM does.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .define("QUICKCONTROL_UIKIT", .when(platforms: [.iOS, .tvOS, .visionOS, .macCatalyst]))
    ]
}
