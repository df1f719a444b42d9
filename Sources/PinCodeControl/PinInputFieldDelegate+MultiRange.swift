// iOS 26's multi-range delegate method. Tools/ios-sdk-compile defines
// QUICKCONTROL_SDK_BEFORE_IOS_26 for SDKs that predate it (the 17.4 SDK used here), so this
// file's body is checked against the stand-in only (Tools/uikit-typecheck, whose UIKit
// declares the method). `canImport(UIKit, _version:)` cannot gate it: in a whole-module
// compile against the SDK it warns that UIKit has no user version and is ignored. Built
// with an SDK before iOS 26 (Xcode 16), the method is an ordinary Swift method that iOS
// never calls; from the iOS 26 SDK it implements the protocol's requirement. Left out or
// not found, iOS 26 calls the single-range method instead, so the control works either way.
#if canImport(UIKit) && !os(watchOS) && !QUICKCONTROL_SDK_BEFORE_IOS_26
  import Foundation
  import UIKit

  extension PinInputFieldDelegate {
    /// Takes an edit of several ranges at once (iOS 26): the characters the ranges cover
    /// together are replaced, as one edit of the single-range method.
    ///
    /// The system may propose such an edit for a multi-range selection; the
    /// control refuses it and applies it as an append or a delete at the end,
    /// like every other edit.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
    func textField(
      _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
      replacementString string: String
    ) -> Bool {
      guard let control, textField.markedTextRange == nil else { return true }
      let replaced = PinCodeControl.characterCount(of: ranges.map(\.rangeValue), in: textField.text ?? "")
      control.inputFieldWillChange(replacing: replaced, with: string)
      return false
    }
  }
#endif
