// The 0.x names of PinCodeControl, kept so that 0.x code builds (with a warning
// naming the 1.0 spelling) and behaves as it did. CHANGELOG.md has the table.

import QuickControl

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

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
