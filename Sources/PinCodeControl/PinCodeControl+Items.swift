import Foundation
import QuickControl

// The items a state resolves to, as drawn, and their shape.

extension PinCodeControl {
  /// What one item of a ``PinCodeControl`` shows and the colours resolved for the current state.
  ///
  /// The UIKit drawing and the terminal demo render from ``PinCodeControl/items``; in secure
  /// entry ``symbol`` is the mask.
  ///
  /// ```swift
  /// for item in pin.items {
  ///   print(item.symbol.map(String.init) ?? "_", item.fillColor)
  /// }
  /// ```
  public struct Item: Hashable, Sendable, CustomStringConvertible {
    /// The position of the item in the code's reading order, from 0.
    public var index: Int
    /// Whether a character is entered at this position.
    public var isFilled: Bool
    /// What the item shows: the entered character, the mask in secure entry, or `nil` when empty.
    public var symbol: Character?
    /// The fill colour: the filled-item colour for a filled item where one is set, else the state's.
    ///
    /// A renderer of its own (a terminal, an image) reads its components:
    ///
    /// ```swift
    /// var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    /// _ = pin.items[0].fillColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    /// ```
    public var fillColor: UIColor
    /// The border colour for the current state.
    public var borderColor: UIColor
    /// The border width for the current state, in points.
    public var borderWidth: Double

    /// A readable form such as `[1] "•" fill #4d9140 border systemGray × 1.0` (UIKit describes its colours its own way).
    public var description: String {
      let shown = symbol.map { "\"\($0)\"" } ?? "empty"
      return "[\(index)] \(shown) fill \(fillColor) border \(borderColor) × \(borderWidth)"
    }
  }

  /// One ``Item`` per position of the code, in reading order, for the current state.
  ///
  /// ```swift
  /// pin.insertText("12")
  /// print(pin.items.map(\.isFilled))
  /// // Prints "[true, true, false, false]"
  /// ```
  public var items: [Item] {
    let pinCode = pinCode
    return (0..<length).map { index in
      let filled = index < pinCode.count
      return Item(
        index: index, isFilled: filled, symbol: symbol(at: index, of: pinCode),
        fillColor: filled ? (currentFilledItemColor ?? currentFillColor) : currentFillColor,
        borderColor: currentBorderColor, borderWidth: Double(currentBorderWidth))
    }
  }

  /// What item `index` shows: the entered character, the mask in secure entry, or `nil` when empty.
  func symbol(at index: Int, of pinCode: PinCode) -> Character? {
    index < pinCode.count ? (isSecureTextEntry ? maskCharacter : pinCode.character(at: index)) : nil
  }

  /// The shape of an item of a ``PinCodeControl``.
  ///
  /// ```swift
  /// pin.itemShape = .roundedSquare(cornerRadius: 6)
  /// ```
  public enum ItemShape {
    /// A circle (an ellipse if the item is not square); the default.
    case circle
    /// A rectangle with rounded corners.
    case roundedSquare(cornerRadius: CGFloat)
    /// A line along the bottom edge; the character shows above it.
    case underline
    /// A path of your own, in the coordinates of one item (origin at its top-left corner).
    case custom(UIBezierPath)
  }
}

extension PinCodeControl.ItemShape {
  func isSame(as other: Self) -> Bool {
    switch (self, other) {
    case (.circle, .circle), (.underline, .underline): true
    case (.roundedSquare(let lhs), .roundedSquare(let rhs)): lhs == rhs
    case (.custom(let lhs), .custom(let rhs)): lhs === rhs
    default: false
    }
  }
}
