// Declarations-only stand-in (RECONCILIATION.md rules): the base writing direction of NSTextContainer's line fragments.
public enum NSWritingDirection: Int, @unchecked Sendable {
  case natural = -1
  case leftToRight = 0
  case rightToLeft = 1
}
