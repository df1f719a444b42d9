// Arguments of a Package.swift's `Package(…)` after its name (README's
// "dependencies: […], targets: […]"), compiled as SwiftPM compiles a manifest
// of this package's tools version.
// snippet-flags: -package-description-version 6.0
import PackageDescription

// MARK: - Each fragment
/*LOCATION*/
let package = Package(
  name: "App",
  /*FRAGMENT*/
)
