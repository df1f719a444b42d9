// What describing or reflecting a code shows: never its characters.

extension PinCode: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// A readable form that never reveals the code: `•` for each entered character, `_` for each missing one.
  ///
  /// String interpolation, `print` and logging use it, whether or not the
  /// control masks its items: a code is a secret wherever it is printed.
  ///
  /// ```swift
  /// let pin = PinCode(length: 4, text: "12")
  /// print(pin)
  /// // Prints "••__"
  /// ```
  public var description: String {
    String(repeating: "•", count: count) + String(repeating: "_", count: remainingCount)
  }

  /// The form debuggers print: the progress and the rules, never the characters.
  ///
  /// ```swift
  /// debugPrint(PinCode(length: 4, text: "12"))
  /// // Prints "PinCode(2 of 4 entered, digits)"
  /// ```
  public var debugDescription: String {
    "PinCode(\(count) of \(length) entered, \(alphabet))"
  }

  /// What `dump` and `Mirror` show: the length, the alphabet and how many characters are entered.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["length": length, "alphabet": alphabet, "count": count], displayStyle: .struct)
  }
}

extension PinCode.Insertion: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// A readable form that never reveals the characters: how many went where.
  ///
  /// ```swift
  /// var pin = PinCode(length: 4)
  /// print(pin.insert("12a 345"))
  /// // Prints "Insertion(accepted 4, rejected 1, separators 1, overflow 1, changed)"
  /// ```
  public var description: String {
    "Insertion(accepted \(accepted.count), rejected \(rejected.count), separators \(separators.count), overflow \(overflow.count)\(changedCode ? ", changed" : ""))"
  }

  /// The same as ``description``.
  public var debugDescription: String { description }

  /// What `dump` and `Mirror` show: the counts, never the characters.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "accepted": accepted.count, "rejected": rejected.count, "separators": separators.count,
        "overflow": overflow.count, "changedCode": changedCode,
      ], displayStyle: .struct)
  }
}
