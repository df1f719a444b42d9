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
  /// The 0.x name of `setValue(whileValid:otherwise:for:of:)`.
  @available(*, deprecated, renamed: "setValue(whileValid:otherwise:for:of:)")
  public func setValue<Target: AnyObject, Value>(
    whileValid valid: Value, otherwise: Value, forTarget target: Target,
    forKeyPath keyPath: ReferenceWritableKeyPath<Target, Value>
  ) {
    setValue(whileValid: valid, otherwise: otherwise, for: keyPath, of: target)
  }
}

extension PinCodeControl {
  /// The 0.x preset conditions; each is now ``PinCodeControl/StylePreset``'s `condition`.
  @available(*, deprecated, message: "use PinCodeControl.StylePreset and its condition")
  public enum States {
    /// The 0.x name of `PinCodeControl.StylePreset.plain.condition`.
    @available(*, deprecated, message: "use PinCodeControl.StylePreset.plain.condition")
    public static let plain = StylePreset.plain.condition
    /// The 0.x name of `PinCodeControl.StylePreset.highlighted.condition`.
    @available(*, deprecated, message: "use PinCodeControl.StylePreset.highlighted.condition")
    public static let highlighted = StylePreset.highlighted.condition
    /// The 0.x name of `PinCodeControl.StylePreset.valid.condition`.
    @available(*, deprecated, message: "use PinCodeControl.StylePreset.valid.condition")
    public static let valid = StylePreset.valid.condition
    /// The 0.x name of `PinCodeControl.StylePreset.invalid.condition`.
    @available(*, deprecated, message: "use PinCodeControl.StylePreset.invalid.condition")
    public static let invalid = StylePreset.invalid.condition
    /// The 0.x name of `PinCodeControl.StylePreset.disabled.condition`.
    @available(*, deprecated, message: "use PinCodeControl.StylePreset.disabled.condition")
    public static let disabled = StylePreset.disabled.condition
  }
}

/// The 0.x name of ``PinCodeControl/StylePreset``.
@available(*, deprecated, renamed: "PinCodeControl.StylePreset")
public typealias PinCodeStylePreset = PinCodeControl.StylePreset

extension PinCodeControl.StylePreset {
  /// The 0.x name of ``condition``.
  @available(*, deprecated, renamed: "condition")
  public var descriptor: StateCondition { condition }
}

extension PinCodeControl {
  /// The 0.x fill-colour setter; set a whole ``PinCodeControl/ItemStyle`` with `setItemStyle(_:when:)`.
  @available(*, deprecated, message: "use setItemStyle(_:for:) or setItemStyle(_:when:)")
  public func setFillColor(_ color: UIColor, for descriptor: StateCondition) {
    setValue(PinCodeColor(color), for: \.currentFillColor, when: descriptor)
  }

  /// The 0.x border-colour setter; set a whole ``PinCodeControl/ItemStyle`` with `setItemStyle(_:when:)`.
  @available(*, deprecated, message: "use setItemStyle(_:for:) or setItemStyle(_:when:)")
  public func setBorderColor(_ color: UIColor, for descriptor: StateCondition) {
    setValue(PinCodeColor(color), for: \.currentBorderColor, when: descriptor)
  }

  /// The 0.x border-width setter; set a whole ``PinCodeControl/ItemStyle`` with `setItemStyle(_:when:)`.
  @available(*, deprecated, message: "use setItemStyle(_:for:) or setItemStyle(_:when:)")
  public func setBorderWidth(_ width: CGFloat, for descriptor: StateCondition) {
    setValue(width, for: \.currentBorderWidth, when: descriptor)
  }

  /// The 0.x filled-item-colour setter; set a whole ``PinCodeControl/ItemStyle`` with `setItemStyle(_:when:)`.
  @available(*, deprecated, message: "use setItemStyle(_:for:) or setItemStyle(_:when:)")
  public func setFilledItemColor(_ color: UIColor?, for descriptor: StateCondition) {
    setValue(color.map { PinCodeColor($0) }, for: \.currentFilledItemColor, when: descriptor)
  }

  /// The 0.x setter of the plain preset's fill, border colour and width (the filled-item colour is kept).
  @available(*, deprecated, message: "use setItemStyle(_:for: .plain)")
  public func setForPlainState(fillColor: UIColor, borderColor: UIColor, borderWidth: CGFloat = 1) {
    setColors(
      PinCodeColor(fillColor), PinCodeColor(borderColor), borderWidth, when: StylePreset.plain.condition)
  }

  /// The 0.x setter of the highlighted preset's fill, border colour and width (the filled-item colour is kept).
  @available(*, deprecated, message: "use setItemStyle(_:for: .highlighted)")
  public func setForHighlightedState(fillColor: UIColor, borderColor: UIColor, borderWidth: CGFloat = 1) {
    setColors(
      PinCodeColor(fillColor), PinCodeColor(borderColor), borderWidth, when: StylePreset.highlighted.condition
    )
  }

  /// The 0.x setter of the valid preset's fill, border colour and width (the filled-item colour is kept).
  @available(*, deprecated, message: "use setItemStyle(_:for: .valid)")
  public func setForValidState(fillColor: UIColor, borderColor: UIColor, borderWidth: CGFloat = 1) {
    setColors(
      PinCodeColor(fillColor), PinCodeColor(borderColor), borderWidth, when: StylePreset.valid.condition)
  }

  /// The 0.x setter of the invalid preset's fill, border colour and width (the filled-item colour is kept).
  @available(*, deprecated, message: "use setItemStyle(_:for: .invalid)")
  public func setForInvalidState(fillColor: UIColor, borderColor: UIColor, borderWidth: CGFloat = 1) {
    setColors(
      PinCodeColor(fillColor), PinCodeColor(borderColor), borderWidth, when: StylePreset.invalid.condition)
  }

  /// The 0.x setter of the disabled preset's fill, border colour and width (the filled-item colour is kept).
  @available(*, deprecated, message: "use setItemStyle(_:for: .disabled)")
  public func setForDisabledState(fillColor: UIColor, borderColor: UIColor, borderWidth: CGFloat = 1) {
    setColors(
      PinCodeColor(fillColor), PinCodeColor(borderColor), borderWidth, when: StylePreset.disabled.condition)
  }
}

/// The pre-release name of ``PinCodeControl/ItemStyle``, nested as ``PinCodeControl/Item`` is.
@available(*, deprecated, renamed: "PinCodeControl.ItemStyle")
public typealias PinCodeItemStyle = PinCodeControl.ItemStyle

/// The pre-release colour type of ``PinCodeControl``, now `UIColor` (`HeadlessColor` without UIKit).
///
/// Every colour of the control's API is a `UIColor`; a `PinColor` was never part of a release.
@available(*, deprecated, renamed: "UIColor")
public typealias PinColor = UIColor

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

/// The former name of `UIFont` (on the headless flavour, QuickControl's `HeadlessFont`), the type
/// of ``PinCodeControl/font``.
@available(*, deprecated, renamed: "UIFont")
public typealias PinFont = UIFont

/// The former name of ``PinCode/Alphabet``, the characters a code accepts.
@available(*, deprecated, renamed: "PinCode.Alphabet")
public typealias PinAlphabet = PinCode.Alphabet
