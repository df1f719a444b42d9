// Declarations-only stand-in (RECONCILIATION.md rules).
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}
