/// The key-script syntax of `--script` and the decoding of raw terminal bytes.
///
/// Script syntax: every character is that key, except these escapes:
///
/// | Escape | Key |
/// | --- | --- |
/// | `\t` | Tab |
/// | `\T` | Shift-Tab |
/// | `\r` or `\n` | Enter |
/// | `\b` | Backspace |
/// | `\e` | Esc (quits) |
/// | `\.` | no key: one frame passes (the placeholder rotates) |
/// | `\\` | a backslash |
package enum KeyScript {
  /// A script that cannot be parsed.
  package struct ParseError: Error, CustomStringConvertible {
    /// What is wrong, for the command line.
    package var description: String
  }

  /// The escapes of the syntax, for `--help`.
  package static let syntaxHelp = """
      \\t Tab   \\T Shift-Tab   \\r or \\n Enter   \\b Backspace   \\e Esc (quit)
      \\. one frame without a key (the placeholder rotates)   \\\\ a backslash
      any other character is that key (digits into a PIN, text into the comment)
    """

  /// Parses `script` into keys.
  ///
  /// ```swift
  /// try KeyScript.parse("1357\\t\\r")  // 1, 3, 5, 7, Tab, Enter
  /// ```
  package static func parse(_ script: String) throws(ParseError) -> [Key] {
    var keys: [Key] = []
    var iterator = script.makeIterator()
    while let character = iterator.next() {
      guard character == "\\" else {
        keys.append(.character(character))
        continue
      }
      guard let escaped = iterator.next() else {
        throw ParseError(description: "the script ends with a lone backslash; write \\\\ for a backslash")
      }
      switch escaped {
      case "t": keys.append(.tab)
      case "T": keys.append(.shiftTab)
      case "r", "n": keys.append(.enter)
      case "b": keys.append(.backspace)
      case "e": keys.append(.escape)
      case ".": keys.append(.idle)
      case "\\": keys.append(.character("\\"))
      default:
        throw ParseError(
          description: "unknown escape \\\(escaped) in the script; use \\t \\T \\r \\b \\e \\. or \\\\")
      }
    }
    return keys
  }

  /// Decodes bytes read from a terminal in raw mode, or from a pipe.
  ///
  /// Tab 0x09, Shift-Tab `ESC [ Z`, Enter 0x0D or 0x0A, Backspace 0x7F or 0x08,
  /// a lone Esc 0x1B, Ctrl-C 0x03 and Ctrl-D 0x04. Arrow keys: up is Shift-Tab
  /// and down is Tab; other escape sequences are ignored. UTF-8 text is kept.
  package static func decode(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      guard !text.isEmpty else { return }
      for character in String(decoding: text, as: UTF8.self) { keys.append(.character(character)) }
      text.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      let key: Key?
      switch byte {
      case 0x09: key = .tab
      case 0x0D, 0x0A: key = .enter
      case 0x7F, 0x08: key = .backspace
      case 0x03, 0x04: key = .interrupt
      case 0x1B:
        if index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O") {
          // A CSI or SS3 sequence: parameters, then one final byte in 0x40...0x7E.
          var end = index + 1
          while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
          let final = end < bytes.count ? bytes[end] : 0
          index = min(end + 1, bytes.count)
          switch final {
          case UInt8(ascii: "Z"), UInt8(ascii: "A"): key = .shiftTab
          case UInt8(ascii: "B"): key = .tab
          default: key = nil
          }
        } else {
          key = .escape
        }
      case 0x00..<0x20: key = nil
      default:
        text.append(byte)
        continue
      }
      flushText()
      if let key { keys.append(key) }
    }
    flushText()
    return keys
  }
}
