import Dispatch
import Foundation

// What `dump` and `Mirror` show of a control: never the code, nor the views that hold it.

extension PinCodeControl: CustomReflectable {
  /// What `dump`, `Mirror` and debuggers' reflection show: the settings and the progress, never the code.
  ///
  /// A view's default reflection lists its stored properties, and on UIKit one
  /// of them is the hidden text field whose text mirrors the code (so that the
  /// system's edits apply to it). This mirror lists only the length, the
  /// alphabet, the entered count (through ``pinCode``'s own redacted mirror),
  /// secure entry and the validity. Reflected off the main actor, where the
  /// control's state cannot be read, it lists nothing.
  ///
  /// ```swift
  /// let pin = PinCodeControl(length: 4)
  /// pin.insertText("12")
  /// dump(pin)
  /// // Prints the length, alphabet and count (2), never "12".
  /// ```
  nonisolated public var customMirror: Mirror {
    guard MainQueue.isCurrent else { return Mirror(self, children: [:], displayStyle: .class) }
    let (code, isSecure, isFilled, isValid) = MainActor.assumeIsolated {
      (pinCode, isSecureTextEntry, self.isFilled, self.isValid)
    }
    return Mirror(
      self,
      children: ["pinCode": code, "isSecureTextEntry": isSecure, "isFilled": isFilled, "isValid": isValid],
      displayStyle: .class)
  }
}

extension PinCodeBindingSync: CustomReflectable {
  /// What `dump` and `Mirror` show: the control (redacted, see ``PinCodeControl/customMirror``)
  /// and whether a focus request is pending, never the code the bindings hold.
  ///
  /// The sync remembers what the code binding held when it last read or wrote
  /// it, to tell the app's writes from the user's edits; those strings are the
  /// binding's own value, which the app keeps anyway, and are never reflected.
  nonisolated public var customMirror: Mirror {
    guard MainQueue.isCurrent else { return Mirror(self, children: [:], displayStyle: .class) }
    let hasPendingFocus = MainActor.assumeIsolated { self.hasPendingFocus }
    return Mirror(
      self, children: ["control": control, "hasPendingFocus": hasPendingFocus], displayStyle: .class)
  }
}

/// Whether the caller runs on the main queue, which serves the main actor: a check
/// that never traps, for the mirrors above (`Thread.isMainThread` is `false` for
/// main-actor code in some Linux test runners, whose main queue is not drained by
/// the process's first thread).
private enum MainQueue {
  /// Boxed: the key is `Sendable` on Linux, not in every Apple SDK's Dispatch.
  private struct Key: @unchecked Sendable {
    let key = DispatchSpecificKey<Bool>()
  }

  private static let marked: Key = {
    let marked = Key()
    DispatchQueue.main.setSpecific(key: marked.key, value: true)
    return marked
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: marked.key) == true }
}
