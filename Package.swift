// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "QuickControl",
  platforms: [
    .iOS(.v16), .tvOS(.v16), .visionOS(.v1), .macCatalyst(.v16), .macOS(.v13),
  ],
  products: [
    .library(name: "QuickControl", targets: ["QuickControl"]),
    .library(name: "PinCodeControl", targets: ["PinCodeControl"]),
    .library(name: "PlaceholderTextView", targets: ["PlaceholderTextView"]),
  ],
  targets: [
    .target(name: "QuickControl"),
    .target(name: "PinCodeControl", dependencies: ["QuickControl"]),
    .target(name: "PlaceholderTextView", dependencies: ["QuickControl"]),
    .testTarget(name: "QuickControlTests", dependencies: ["QuickControl"]),
    .testTarget(name: "PinCodeControlTests", dependencies: ["PinCodeControl"]),
    .testTarget(name: "PlaceholderTextViewTests", dependencies: ["PlaceholderTextView"]),
  ],
  swiftLanguageModes: [.v6]
)
