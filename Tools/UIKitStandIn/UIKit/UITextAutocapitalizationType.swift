// Declarations-only stand-in (RECONCILIATION.md rules).
public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}
