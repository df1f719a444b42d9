import Foundation

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// The stored settings of a ``PinCodeControl`` that its extensions own
/// (keyboard, font, feedback), kept in one object so that the control's main
/// file holds one stored property for them.
@MainActor
final class PinCodeControlStorage {
  var purpose: PinCodeControl.Purpose = .oneTimeCode
  var returnKey: PinReturnKey = .done
  var showsDoneButtonOnNumberPad = false
  var font: PinFont = PinCodeControl.defaultFont
  var adjustsFontForContentSizeCategory = true
  var shakesOnInvalid = false
  var playsHapticOnInvalid = false
  /// `displayFont` until the font or the traits change.
  var cachedDisplayFont: PinFont?

  #if canImport(UIKit) && !os(watchOS)
    /// The keyboard's accessory bar with a Done button, made when first shown.
    var doneBar: UIView?
    /// The error feedback generator, made when the haptic is first prepared (a
    /// `UINotificationFeedbackGenerator` where haptics exist).
    var feedbackGenerator: AnyObject?
  #else
    /// The content size the headless control is laid out for.
    var preferredContentSizeCategory: PinHeadlessFont.ContentSize = .large
    /// Whether the headless control draws as with Bold Text on.
    var isBoldTextEnabled = false
  #endif
}
