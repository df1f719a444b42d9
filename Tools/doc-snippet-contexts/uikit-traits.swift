// UIAccessibilityTraits constants (`.button`): the iOS 17.4 SDK declares them as
// mutable globals, which Swift 6 rejects; later SDKs do not, so UIKit is
// imported `@preconcurrency` here, as the library's one such file does.
// A fragment is the body of a main-actor function; `card` is a QUIckControl.
@preconcurrency import UIKit
import QuickControl

@MainActor let card = QUIckControl()

// MARK: - Each fragment
@MainActor private func fragment() async throws {
  /*FRAGMENT*/
}
