/// A key the form understands, from the terminal, a pipe or a `--script`.
package enum Key: Hashable, Sendable {
  /// A printable character: a digit for a PIN, any character for the comment.
  case character(Character)
  /// Tab: the next enabled field.
  case tab
  /// Shift-Tab: the previous enabled field.
  case shiftTab
  /// Enter (Return): presses Apply when it has focus, else the next field.
  case enter
  /// Backspace (Delete).
  case backspace
  /// Esc: quits.
  case escape
  /// Ctrl-C or Ctrl-D read as a byte (with the terminal's signals off): quits.
  case interrupt
  /// No key: time passes (one frame), so the placeholder can rotate.
  case idle

  /// How a frame header names the key: `"1"`, `Tab`, `Shift-Tab`, `Enter`, ….
  package var displayName: String {
    switch self {
    case .character(let character): "\"\(character)\""
    case .tab: "Tab"
    case .shiftTab: "Shift-Tab"
    case .enter: "Enter"
    case .backspace: "Backspace"
    case .escape: "Esc"
    case .interrupt: "Ctrl-C"
    case .idle: "(wait)"
    }
  }
}
