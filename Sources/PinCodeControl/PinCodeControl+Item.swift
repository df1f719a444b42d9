import Foundation

extension PinCodeControl {
  /// A platform-neutral description of one item of a ``PinCodeControl``: what
  /// it shows and the colours the engine resolved for the current state.
  ///
  /// The UIKit drawing and the terminal demo both render from ``PinCodeControl/items``,
  /// and tests assert on it. In secure entry ``symbol`` is the mask, never the
  /// entered character.
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
    /// The fill colour: the filled-item colour for a filled item where one is
    /// set, the state's fill colour otherwise.
    public var fillColor: PinColor
    /// The border colour for the current state.
    public var borderColor: PinColor
    /// The border width for the current state, in points.
    public var borderWidth: Double

    /// Creates an item description.
    ///
    /// ```swift
    /// let empty = PinCodeControl.Item(index: 0, isFilled: false, symbol: nil,
    ///                                 fillColor: .clear, borderColor: .gray, borderWidth: 1)
    /// ```
    package init(
      index: Int, isFilled: Bool, symbol: Character?, fillColor: PinColor, borderColor: PinColor,
      borderWidth: Double
    ) {
      self.index = index
      self.isFilled = isFilled
      self.symbol = symbol
      self.fillColor = fillColor
      self.borderColor = borderColor
      self.borderWidth = borderWidth
    }

    /// A readable form such as `[1] "•" fill rgba(…) border rgba(…) × 1.0`.
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
      let symbol: Character? =
        filled ? (isSecureTextEntry ? maskCharacter : pinCode.character(at: index)) : nil
      return Item(
        index: index, isFilled: filled, symbol: symbol,
        fillColor: filled ? (currentFilledItemColor ?? currentFillColor) : currentFillColor,
        borderColor: currentBorderColor, borderWidth: Double(currentBorderWidth))
    }
  }
}
