// Declarations-only stand-in (RECONCILIATION.md rules).
public enum UITextAutocorrectionType: Int, @unchecked Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}
