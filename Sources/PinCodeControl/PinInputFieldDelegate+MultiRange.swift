// Compiled only against a UIKit that declares iOS 26's multi-range delegate method: the
// stand-in (Tools/UIKitStandIn, built with that version) and the iOS 26 SDK onwards.
// UIKit 9000 is a threshold between iOS 18's UIKit (8xxx) and iOS 26's; the 17.4 SDK's
// UIKit is 7439.1, so Tools/ios-sdk-compile does not compile this file's body, and the
// method is checked against the stand-in only. Compiled into an app built with an older
// SDK, it would not be an Objective-C method iOS could find; left out, iOS 26 calls the
// single-range method instead, so the control works either way.
#if canImport(UIKit, _version: 9000) && !os(watchOS)
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
