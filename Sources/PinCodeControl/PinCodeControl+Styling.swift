import Foundation
import QuickControl

// The style presets and the item styles stored per preset or condition.

extension PinCodeControl {
  /// The five looks a ``PinCodeControl`` is styled by, with priorities that make every combination deterministic.
  ///
  /// | Preset | Matches | Priority |
  /// | --- | --- | --- |
  /// | ``disabled`` | every disabled state | 400 |
  /// | ``valid`` | a complete, valid code (``PinCodeControl/valid``) | 300 |
  /// | ``invalid`` | a complete, invalid code (``PinCodeControl/invalid``) | 300 |
  /// | ``highlighted`` | while editing (``PinCodeControl/editing``) | 200 |
  /// | ``plain`` | every state | 100 |
  ///
  /// The presets are the layers of the default look: restyle one with ``setItemStyle(_:for:)`` and
  /// the others keep theirs. Their priorities are below every default priority of `StateCondition`,
  /// so a style an app stores for its own condition, or a rule list of ``setItemStyles(_:)``, wins
  /// over them. For anything but item styles, name the state: `.containing(PinCodeControl.valid)`.
  ///
  /// ```swift
  /// pin.setItemStyle(PinCodeControl.ItemStyle(fillColor: .red, borderColor: .red), for: .invalid)
  /// ```
  public enum StylePreset: Hashable, Sendable, CaseIterable {
    /// Every state: the base look (priority 100).
    case plain
    /// While the control is editing, that is first responder (priority 200).
    case highlighted
    /// A complete code the validator accepts (priority 300).
    case valid
    /// A complete code the validator rejects (priority 300).
    case invalid
    /// A disabled control, whatever its code (priority 400).
    case disabled

    /// The state condition this preset stands for.
    public var condition: StateCondition {
      switch self {
      case .plain: .always(priority: 100)
      case .highlighted: .containing(PinCodeControl.editing, priority: 200)
      case .valid: .containing(PinCodeControl.valid, priority: 300)
      case .invalid: .containing(PinCodeControl.invalid, priority: 300)
      case .disabled: .containing(.disabled, priority: 400)
      }
    }
  }

  /// Stores the look of every item for one of the five presets.
  /// A `nil` `style.filledItemColor` means "the preset's fill colour".
  ///
  /// ```swift
  /// pin.setItemStyle(PinCodeControl.ItemStyle(fillColor: .systemGreen, borderColor: .systemGreen), for: .valid)
  /// ```
  public func setItemStyle(_ style: PinCodeControl.ItemStyle, for preset: StylePreset) {
    setItemStyle(style, when: preset.condition)
  }

  /// Stores the look of every item in the states `condition` matches.
  /// A condition of your own with a default priority wins over every preset.
  ///
  /// ```swift
  /// pin.setItemStyle(
  ///   PinCodeControl.ItemStyle(fillColor: .clear, borderColor: .systemGreen, borderWidth: 3),
  ///   when: .exactly([PinCodeControl.filled, PinCodeControl.valid, PinCodeControl.editing]))
  /// ```
  public func setItemStyle(_ style: PinCodeControl.ItemStyle, when condition: StateCondition) {
    setStyle(
      PinCodeColor(style.fillColor), PinCodeColor(style.borderColor), style.borderWidth,
      filled: style.filledItemColor.map { PinCodeColor($0) }, when: condition)
  }

  /// Stores the items' looks as a rule list, the designer's table: in each state the first row
  /// whose condition matches wins, over the default look.
  ///
  /// The list replaces the one stored before; the looks stored with ``setItemStyle(_:when:)``
  /// stay. Its rows win over every preset of the default look, disabled included: list
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
      replaceValues(for: \.currentFillColor, of: self, with: rows { PinCodeColor($0.fillColor) }) {
        setValue($0, for: \.currentFillColor, when: $1)
      }
      replaceValues(for: \.currentBorderColor, of: self, with: rows { PinCodeColor($0.borderColor) }) {
        setValue($0, for: \.currentBorderColor, when: $1)
      }
      replaceValues(for: \.currentBorderWidth, of: self, with: rows(\.borderWidth)) {
        setValue($0, for: \.currentBorderWidth, when: $1)
      }
      replaceValues(
        for: \.currentFilledItemColor, of: self, with: rows { $0.filledItemColor.map { PinCodeColor($0) } }
      ) { color, condition in
        setValue(Optional(color), for: \.currentFilledItemColor, when: condition)
      }
    }
  }

  /// Stores a whole style in the model's colours.
  func setStyle(
    _ fill: PinCodeColor, _ border: PinCodeColor, _ width: CGFloat = 1, filled: PinCodeColor?,
    when condition: StateCondition
  ) {
    performTransition {
      setColors(fill, border, width, when: condition)
      setValue(filled, for: \.currentFilledItemColor, when: condition)
    }
  }

  /// Stores fill, border and width for `condition`, leaving the filled-item colour as it is.
  func setColors(
    _ fill: PinCodeColor, _ border: PinCodeColor, _ width: CGFloat, when condition: StateCondition
  ) {
    performTransition {
      setValue(fill, for: \.currentFillColor, when: condition)
      setValue(border, for: \.currentBorderColor, when: condition)
      setValue(width, for: \.currentBorderWidth, when: condition)
    }
  }

  /// System colours only, so the default look follows dark mode, Increase Contrast and the tint.
  func loadDefaultAppearance() {
    setStyle(.clear, .systemGray, filled: .systemGray, when: StylePreset.plain.condition)
    // Editing keeps the plain filled-item colour: only the three others are stored.
    setColors(.clear, .tint, 1, when: StylePreset.highlighted.condition)
    setStyle(.systemGreen, .systemGreen, filled: nil, when: StylePreset.valid.condition)
    setStyle(.systemRed, .systemRed, filled: nil, when: StylePreset.invalid.condition)
    setStyle(
      .clear, PinCodeColor.systemGray.withAlpha(0.3), filled: PinCodeColor.systemGray.withAlpha(0.5),
      when: StylePreset.disabled.condition)
  }

  /// Makes another object's property follow this control: `valid` while the code is valid and
  /// the control is enabled, `otherwise` in every other state.
  ///
  /// A disabled step of a form may keep a valid code and must not pass it on.
  ///
  /// ```swift
  /// oldPin.setValue(whileValid: true, otherwise: false, for: \.isEnabled, of: newPin)
  /// newPin.setValue(whileValid: true, otherwise: false, for: \.isEnabled, of: repeatPin)
  /// ```
  public func setValue<Target: AnyObject, Value>(
    whileValid valid: Value, otherwise: Value, for keyPath: ReferenceWritableKeyPath<Target, Value>,
    of target: Target
  ) {
    performTransition {
      setValue(otherwise, for: keyPath, of: target, when: StylePreset.plain.condition)
      setValue(valid, for: keyPath, of: target, when: StylePreset.valid.condition)
      setValue(otherwise, for: keyPath, of: target, when: StylePreset.disabled.condition)
    }
  }
}
