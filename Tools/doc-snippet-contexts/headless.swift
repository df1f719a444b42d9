// The headless bases (Linux, or wherever UIKit is unavailable): a fragment is
// the body of a main-actor function.
import Foundation
import PinCodeControl
import PlaceholderTextView
import QuickControl

@MainActor var control = QUIckControl()
@MainActor var pin = PinCodeControl(length: 4, purpose: .newPIN)
@MainActor var card = QUIckControl()
@MainActor var layer = CALayer()

// MARK: - Each fragment
@MainActor private func fragment() async throws {
  /*FRAGMENT*/
}
