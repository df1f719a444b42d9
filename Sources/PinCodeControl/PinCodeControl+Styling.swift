import Foundation
import QuickControl

// The item styles: one per condition or a rule list, over the layers of the default look.

extension PinCodeControl {
  /// The layers of the default look, each a condition at a priority below every default priority
  /// of `StateCondition` (the table in ``setItemStyle(_:when:)``).
  package enum Layer: CaseIterable {
    case plain, editing, valid, invalid, disabled

    package var condition: StateCondition {
      switch self {
      case .plain: .always(priority: 100)
      case .editing: .containing(PinCodeControl.editing, priority: 200)
      case .valid: .containing(PinCodeControl.valid, priority: 300)
      case .invalid: .containing(PinCodeControl.invalid, priority: 300)
      case .disabled: .containing(.disabled, priority: 400)
      }
    }

    /// The layer's filled-item colour in the default look: `nil` for none stored (editing keeps
    /// the plain one), `.some(nil)` for a stored `nil` (a filled item takes the layer's fill).
    var defaultFilledItemColor: UIColor?? {
      switch self {
      case .plain: .systemGray
      case .editing: nil
      case .valid, .invalid: .some(nil)
      case .disabled: UIColor.systemGray.withAlphaComponent(0.5)
      }
    }
  }

  /// Stores the look of every item in the states `condition` matches.
  ///
  /// The default look is five such looks, at priorities below every default priority of
  /// `StateCondition`, so that every combination of states is decided:
  ///
  /// | Layer | Condition |
  /// | --- | --- |
  /// | disabled | `.containing(.disabled, priority: 400)` |
  /// | valid | `.containing(PinCodeControl.valid, priority: 300)` |
  /// | invalid | `.containing(PinCodeControl.invalid, priority: 300)` |
  /// | editing | `.containing(PinCodeControl.editing, priority: 200)` |
  /// | plain | `.always(priority: 100)` |
  ///
  /// A look stored under one of these conditions replaces that layer, and the others keep
  /// theirs. A condition of your own at a default priority wins over every layer, disabled
  /// included. A `nil` `style.filledItemColor` keeps the filled items' colour of the layers
  /// below, as a row of ``setItemStyles(_:)`` without one: under one of these conditions, the
  /// default look's for that layer (valid and invalid: the layer's fill).
  ///
  /// ```swift
  /// let red = PinCodeControl.ItemStyle(fillColor: .clear, borderColor: .systemRed, borderWidth: 2)
  /// pin.setItemStyle(red, when: .containing(PinCodeControl.invalid, priority: 300))
  /// ```
  public func setItemStyle(_ style: PinCodeControl.ItemStyle, when condition: StateCondition) {
    guard let filled = style.filledItemColor else {
      // No filled-item colour of its own, as a row of `setItemStyles` without one: the one
      // stored before under `condition` goes, and a layer's default comes back (a `nil` stored
      // instead would win over the looks below).
      return performTransition {
        setColors(style.fillColor, style.borderColor, style.borderWidth, when: condition)
        removeValues(for: \.currentFilledItemColor, of: self, when: condition)
        if let layer = Layer.allCases.first(where: { $0.condition == condition }),
          let filled = layer.defaultFilledItemColor
        {
          setValue(filled, for: \.currentFilledItemColor, when: condition)
        }
      }
    }
    setStyle(style.fillColor, style.borderColor, style.borderWidth, filled: filled, when: condition)
  }

  /// Stores the items' looks as a rule list, the designer's table: in each state the first row
  /// whose condition matches wins, over the default look.
  ///
  /// The list replaces the one stored before; the looks stored with ``setItemStyle(_:when:)``
  /// stay. Its rows win over every layer of the default look, disabled included: list
  /// `.disabled` first where a disabled control keeps its own look. A row whose `filledItemColor`
  /// is `nil` leaves the colour of filled items to the rows below it and to the default look.
  ///
  /// ```swift
  /// let red = PinCodeControl.ItemStyle(fillColor: .clear, borderColor: .systemRed, borderWidth: 2)
  /// let blue = PinCodeControl.ItemStyle(fillColor: .clear, borderColor: .systemBlue, borderWidth: 2)
  /// pin.setItemStyles {
  ///   (PinCodeControl.invalid, red)
  ///   (PinCodeControl.editing, blue)
  /// }
  /// ```
  public func setItemStyles(
    @StateRuleBuilder<PinCodeControl.ItemStyle> _ rules: () -> [StateRule<PinCodeControl.ItemStyle>]
  ) {
    let rules = rules()
    func rows<Value>(_ value: (PinCodeControl.ItemStyle) -> Value?) -> [StateRule<Value>] {
      rules.compactMap { rule in value(rule.value).map { StateRule(rule.condition, $0) } }
    }
    performTransition {
      replaceValues(for: \.currentFillColor, of: self, with: rows(\.fillColor)) {
        setValue($0, for: \.currentFillColor, when: $1)
      }
      replaceValues(for: \.currentBorderColor, of: self, with: rows(\.borderColor)) {
        setValue($0, for: \.currentBorderColor, when: $1)
      }
      replaceValues(for: \.currentBorderWidth, of: self, with: rows(\.borderWidth)) {
        setValue($0, for: \.currentBorderWidth, when: $1)
      }
      replaceValues(for: \.currentFilledItemColor, of: self, with: rows(\.filledItemColor)) {
        color, condition in
        setValue(Optional(color), for: \.currentFilledItemColor, when: condition)
      }
    }
  }

  /// Stores a whole style.
  func setStyle(
    _ fill: UIColor, _ border: UIColor, _ width: CGFloat = 1, filled: UIColor?,
    when condition: StateCondition
  ) {
    performTransition {
      setColors(fill, border, width, when: condition)
      setValue(filled, for: \.currentFilledItemColor, when: condition)
    }
  }

  /// Stores fill, border and width for `condition`, leaving the filled-item colour as it is.
  func setColors(
    _ fill: UIColor, _ border: UIColor, _ width: CGFloat, when condition: StateCondition
  ) {
    performTransition {
      setValue(fill, for: \.currentFillColor, when: condition)
      setValue(border, for: \.currentBorderColor, when: condition)
      setValue(width, for: \.currentBorderWidth, when: condition)
    }
  }

  /// System colours only, so the default look follows dark mode, Increase Contrast and the tint.
  func loadDefaultAppearance() {
    setColors(.clear, .systemGray, 1, when: Layer.plain.condition)
    setColors(.clear, .tintColor, 1, when: Layer.editing.condition)
    setColors(.systemGreen, .systemGreen, 1, when: Layer.valid.condition)
    setColors(.systemRed, .systemRed, 1, when: Layer.invalid.condition)
    setColors(.clear, UIColor.systemGray.withAlphaComponent(0.3), 1, when: Layer.disabled.condition)
    // Editing keeps the plain filled-item colour: none is stored for it.
    for layer in Layer.allCases {
      if let filled = layer.defaultFilledItemColor {
        setValue(filled, for: \.currentFilledItemColor, when: layer.condition)
      }
    }
  }
}
