/// Names the bits of a state for diagnostics and descriptions.
enum ControlStateFormatter {
  static let systemNames: [(UInt, String)] = [
    (1 << 0, "highlighted"), (1 << 1, "disabled"), (1 << 2, "selected"), (1 << 3, "focused"),
  ]

  /// `[]` becomes `normal`; known bits by name, others in hex: `[disabled, 0x10000]`.
  static func describe(_ state: ControlState) -> String {
    var rest = state.rawValue
    if rest == 0 { return "normal" }
    var parts: [String] = []
    for (bit, name) in systemNames where rest & bit != 0 {
      parts.append(name)
      rest &= ~bit
    }
    var bit: UInt = 1
    while rest != 0 {
      if rest & bit != 0 {
        parts.append("0x" + String(bit, radix: 16))
        rest &= ~bit
      }
      bit <<= 1
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }
}
