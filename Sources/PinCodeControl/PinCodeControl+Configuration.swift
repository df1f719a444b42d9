import Foundation
import QuickControl

// MARK: - Configuration

extension PinCodeControl {
  /// The number of characters of a complete code; at least 1.
  ///
  /// Changing it while typing keeps the first characters that fit, sends
  /// `.valueChanged` if the code changed, and `PinCodeControl.codeCompleted` if
  /// the shorter code is now complete.
  ///
  /// - Precondition: the new length is at least 1.
  public var length: Int {
    get { pinCode.length }
    set {
      guard newValue >= 1 else {
        fatalError(
          "PinCodeControl: length must be at least 1 (got \(newValue)); pass the number of characters of the code."
        )
      }
      guard newValue != pinCode.length else { return }
      edit { $0 = $0.resized(to: newValue) }
      layoutDidChange()
    }
  }

  /// The characters the code accepts; digits by default.
  ///
  /// Changing it drops entered characters the new alphabet rejects.
  public var acceptedCharacters: PinAlphabet {
    get { pinCode.alphabet }
    set {
      guard newValue != pinCode.alphabet else { return }
      edit { $0 = $0.resized(to: $0.length, alphabet: newValue) }
      keyboardDidChange()
    }
  }
}
