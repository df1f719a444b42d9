#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  extension PinColor {
    /// Creates a colour from a SwiftUI colour, in the light and the dark appearance.
    ///
    /// ```swift
    /// let valid = PinColor(Color.green)
    /// ```
    public init(_ color: Color) {
      self.init(UIColor(color))
    }
  }

  extension Color {
    /// A SwiftUI colour from a ``PinColor``, following the colour scheme if the colour has a dark variant.
    ///
    /// ```swift
    /// Circle().fill(Color(item.fillColor))
    /// ```
    public init(_ color: PinColor) {
      self.init(uiColor: color.uiColor)
    }
  }
#endif
