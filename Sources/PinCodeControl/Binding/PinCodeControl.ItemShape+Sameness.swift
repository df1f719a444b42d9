#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension PinCodeControl.ItemShape {
    /// Whether two shapes draw the same; custom paths only if they are the same object.
    func isSame(as other: Self) -> Bool {
      switch (self, other) {
      case (.circle, .circle), (.underline, .underline): true
      case (.roundedSquare(let lhs), .roundedSquare(let rhs)): lhs == rhs
      case (.custom(let lhs), .custom(let rhs)): lhs === rhs
      default: false
      }
    }
  }
#else
  import Foundation

  extension PinCodeControl.ItemShape {
    /// Whether two shapes draw the same.
    func isSame(as other: Self) -> Bool {
      switch (self, other) {
      case (.circle, .circle), (.underline, .underline): true
      case (.roundedSquare(let lhs), .roundedSquare(let rhs)): lhs == rhs
      default: false
      }
    }
  }
#endif
