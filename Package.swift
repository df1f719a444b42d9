// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "QuickControl",
  platforms: [
    .iOS(.v16), .tvOS(.v16), .visionOS(.v1), .macCatalyst(.v16), .macOS(.v13),
  ],
  products: [
    .library(name: "QuickControl", targets: ["QuickControl"])
  ],
  targets: [
    .target(name: "QuickControl"),
    .testTarget(name: "QuickControlTests", dependencies: ["QuickControl"]),
  ],
  swiftLanguageModes: [.v6]
)
