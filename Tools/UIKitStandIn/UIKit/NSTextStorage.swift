// Declarations-only stand-in (RECONCILIATION.md rules): NSTextStorage is an NSMutableAttributedString
// subclass and is not main-actor isolated; its notification-name constant is nonisolated.
open class NSTextStorage: NSMutableAttributedString {
  nonisolated public static let didProcessEditingNotification = NSNotification.Name(
    "NSTextStorageDidProcessEditingNotification")
}
