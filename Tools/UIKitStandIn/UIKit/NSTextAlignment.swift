// Declarations-only stand-in (RECONCILIATION.md rules): raw values as in the iOS SDK.
public enum NSTextAlignment: Int, @unchecked Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
