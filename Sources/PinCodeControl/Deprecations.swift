// The 0.x names, kept so that 0.x code builds with a warning naming the 1.0 spelling ("Migrating from
// QUIckControl 0.x", DocC, has the table).

import Foundation
import QuickControl

extension ControlState {
  /// The 0.x name of `PinCodeControl.filled`.
  @available(*, deprecated, renamed: "PinCodeControl.filled")
  public static var filled: ControlState { PinCodeControl.filled }

  /// The 0.x name of `PinCodeControl.invalid`.
  @available(*, deprecated, renamed: "PinCodeControl.invalid")
  public static var invalid: ControlState { PinCodeControl.invalid }

  /// In 0.x `valid` included `filled`; so does this alias.
  @available(*, deprecated, renamed: "PinCodeControl.valid")
  public static var valid: ControlState { [PinCodeControl.valid, PinCodeControl.filled] }
}

extension ControlEvents {
  /// The 0.x name of `PinCodeControl.codeCompleted`.
  @available(*, deprecated, renamed: "PinCodeControl.codeCompleted")
  public static var typeComplete: ControlEvents { PinCodeControl.codeCompleted }
}

extension PinCodeControl {
  /// The 0.x way to make another object's property follow this control: `valid` while the code
  /// is valid and the control is enabled, `otherwise` in every other state.
  ///
  /// As in 0.x, the values are stored under the default look's layers (priorities 100 to 400),
  /// below any value stored at a default priority.
  @available(
    *, deprecated,
    message:
      "use the rule list: setValues(for:of:_:) with [.disabled: otherwise, PinCodeControl.valid: valid, .normal: otherwise]"
  )
  public func setValue<Target: AnyObject, Value>(
    whileValid valid: Value, otherwise: Value, forTarget target: Target,
    forKeyPath keyPath: ReferenceWritableKeyPath<Target, Value>
  ) {
    performTransition {
      setValue(otherwise, for: keyPath, of: target, when: Layer.plain.condition)
      setValue(valid, for: keyPath, of: target, when: Layer.valid.condition)
      setValue(otherwise, for: keyPath, of: target, when: Layer.disabled.condition)
    }
  }
}

extension PinCodeControl {
  /// The 0.x conditions of the default look's layers; each is now written as a `StateCondition`.
  @available(*, deprecated, message: "use the layer's StateCondition (setItemStyle(_:when:) lists them)")
  public enum States {
    /// The 0.x name of the default look's plain layer, `.always(priority: 100)`.
    @available(*, deprecated, message: "use .always(priority: 100)")
    public static let plain = StateCondition.always(priority: 100)
    /// The 0.x name of the default look's highlighted layer, `.containing(PinCodeControl.editing, priority: 200)`.
    @available(*, deprecated, message: "use .containing(PinCodeControl.editing, priority: 200)")
    public static let highlighted = Layer.editing.condition
    /// The 0.x name of the default look's valid layer, `.containing(PinCodeControl.valid, priority: 300)`.
    @available(*, deprecated, message: "use .containing(PinCodeControl.valid, priority: 300)")
    public static let valid = Layer.valid.condition
    /// The 0.x name of the default look's invalid layer, `.containing(PinCodeControl.invalid, priority: 300)`.
    @available(*, deprecated, message: "use .containing(PinCodeControl.invalid, priority: 300)")
    public static let invalid = Layer.invalid.condition
    /// The 0.x name of the default look's disabled layer, `.containing(.disabled, priority: 400)`.
    @available(*, deprecated, message: "use .containing(.disabled, priority: 400)")
    public static let disabled = Layer.disabled.condition
  }
}

/// The 0.x names of the default look's five layers; each is now written as its condition
/// (`setItemStyle(_:when:)` lists them).
@available(
  *, deprecated, message: "use setItemStyle(_:when:) with the layer's condition, or setItemStyles(_:)"
)
public enum PinCodeStylePreset: Hashable, Sendable, CaseIterable {
  /// Every state: the base look, `.always(priority: 100)`.
  case plain
  /// While the control is editing, `.containing(PinCodeControl.editing, priority: 200)`.
  case highlighted
  /// A complete code the validator accepts, `.containing(PinCodeControl.valid, priority: 300)`.
  case valid
  /// A complete code the validator rejects, `.containing(PinCodeControl.invalid, priority: 300)`.
  case invalid
  /// A disabled control, whatever its code, `.containing(.disabled, priority: 400)`.
  case disabled

  /// The condition the layer's values are stored under.
  public var descriptor: StateCondition {
    switch self {
    case .plain: PinCodeControl.Layer.plain.condition
    case .highlighted: PinCodeControl.Layer.editing.condition
    case .valid: PinCodeControl.Layer.valid.condition
    case .invalid: PinCodeControl.Layer.invalid.condition
    case .disabled: PinCodeControl.Layer.disabled.condition
    }
  }
}

extension PinCodeControl {
  /// The 0.x fill-colour setter; set a whole ``PinCodeControl/ItemStyle`` with `setItemStyle(_:when:)`.
  @available(*, deprecated, message: "use setItemStyle(_:when:) or the rule list setItemStyles(_:)")
  public func setFillColor(_ color: UIColor, for descriptor: StateCondition) {
    setValue(color, for: \.currentFillColor, when: descriptor)
  }

  /// The 0.x border-colour setter; set a whole ``PinCodeControl/ItemStyle`` with `setItemStyle(_:when:)`.
  @available(*, deprecated, message: "use setItemStyle(_:when:) or the rule list setItemStyles(_:)")
  public func setBorderColor(_ color: UIColor, for descriptor: StateCondition) {
    setValue(color, for: \.currentBorderColor, when: descriptor)
  }

  /// The 0.x border-width setter; set a whole ``PinCodeControl/ItemStyle`` with `setItemStyle(_:when:)`.
  @available(*, deprecated, message: "use setItemStyle(_:when:) or the rule list setItemStyles(_:)")
  public func setBorderWidth(_ width: CGFloat, for descriptor: StateCondition) {
    setValue(width, for: \.currentBorderWidth, when: descriptor)
  }

  /// The 0.x filled-item-colour setter; set a whole ``PinCodeControl/ItemStyle`` with `setItemStyle(_:when:)`.
  @available(*, deprecated, message: "use setItemStyle(_:when:) or the rule list setItemStyles(_:)")
  public func setFilledItemColor(_ color: UIColor?, for descriptor: StateCondition) {
    setValue(color, for: \.currentFilledItemColor, when: descriptor)
  }

  /// The 0.x setter of the plain preset's fill, border colour and width (the filled-item colour is kept).
  @available(*, deprecated, message: "use setItemStyle(_:when: .always(priority: 100))")
  public func setForPlainState(fillColor: UIColor, borderColor: UIColor, borderWidth: CGFloat = 1) {
    setColors(fillColor, borderColor, borderWidth, when: Layer.plain.condition)
  }

  /// The 0.x setter of the highlighted preset's fill, border colour and width (the filled-item colour is kept).
  @available(
    *, deprecated, message: "use setItemStyle(_:when: .containing(PinCodeControl.editing, priority: 200))"
  )
  public func setForHighlightedState(fillColor: UIColor, borderColor: UIColor, borderWidth: CGFloat = 1) {
    setColors(fillColor, borderColor, borderWidth, when: Layer.editing.condition)
  }

  /// The 0.x setter of the valid preset's fill, border colour and width (the filled-item colour is kept).
  @available(
    *, deprecated, message: "use setItemStyle(_:when: .containing(PinCodeControl.valid, priority: 300))"
  )
  public func setForValidState(fillColor: UIColor, borderColor: UIColor, borderWidth: CGFloat = 1) {
    setColors(fillColor, borderColor, borderWidth, when: Layer.valid.condition)
  }

  /// The 0.x setter of the invalid preset's fill, border colour and width (the filled-item colour is kept).
  @available(
    *, deprecated, message: "use setItemStyle(_:when: .containing(PinCodeControl.invalid, priority: 300))"
  )
  public func setForInvalidState(fillColor: UIColor, borderColor: UIColor, borderWidth: CGFloat = 1) {
    setColors(fillColor, borderColor, borderWidth, when: Layer.invalid.condition)
  }

  /// The 0.x setter of the disabled preset's fill, border colour and width (the filled-item colour is kept).
  @available(*, deprecated, message: "use setItemStyle(_:when: .containing(.disabled, priority: 400))")
  public func setForDisabledState(fillColor: UIColor, borderColor: UIColor, borderWidth: CGFloat = 1) {
    setColors(fillColor, borderColor, borderWidth, when: Layer.disabled.condition)
  }
}

/// The 0.x setting of what iOS may fill a ``PinCodeControl`` with; ``PinCodeControl/Purpose`` replaces it.
@available(
  *, deprecated, message: "use PinCodeControl.Purpose: .oneTimeCode, or .newPIN / .existingPIN for .none"
)
public enum PinTextContentType: String, Hashable, Sendable, CaseIterable {
  /// A one-time code: ``PinCodeControl/Purpose/oneTimeCode``.
  case oneTimeCode
  /// No AutoFill: ``PinCodeControl/Purpose/newPIN``, which keeps 0.x's weak-PIN rule.
  case none
}

extension PinCodeControl {
  /// The 0.x AutoFill setting: `.none` is ``Purpose/newPIN``, `.oneTimeCode` is ``Purpose/oneTimeCode``.
  @available(*, deprecated, message: "use purpose: .oneTimeCode, or .newPIN / .existingPIN for .none")
  public var textContentType: PinTextContentType {
    get { purpose == .oneTimeCode ? .oneTimeCode : .none }
    set {
      // A 0.x spelling keeps 0.x's validation: the content type never changed which codes were valid.
      let was0x = rejectsWeakPINsAsIn0x
      performTransition {
        purpose = newValue == .oneTimeCode ? .oneTimeCode : .newPIN
        if was0x && !rejectsWeakPINsAsIn0x {
          rejectsWeakPINsAsIn0x = true
          revalidate()
        }
      }
    }
  }
}
