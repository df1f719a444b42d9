// expect: compiles against the SDK, fails against the stand-in: non-Sendable|Sendable
// Deliberate difference: the 17.4 SDK's dynamicProvider closure is not @Sendable; the
// stand-in's is (see UIColor.swift).
import UIKit

final class Palette {
  var dark = UIColor.white
}

func dynamicColor(palette: Palette) -> UIColor { UIColor { _ in palette.dark } }
