import Dispatch
import Foundation

// A code is a secret: its storage is wiped when released, and descriptions and mirrors never show it.

/// The entered characters of a ``PinCode``, one Unicode scalar each, overwritten with zeros
/// when removed, when the storage grows and when it is released. Shared copy-on-write.
final class PinCodeStorage: @unchecked Sendable {
  // @unchecked: mutated only while uniquely referenced (PinCode copies it first).

  private var scalars: UnsafeMutablePointer<UInt32>
  private(set) var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    scalars = .allocate(capacity: self.capacity)
    scalars.initialize(repeating: 0, count: self.capacity)
  }

  deinit {
    Self.wipe(scalars, count: capacity)
    scalars.deallocate()
  }

  func copy() -> PinCodeStorage {
    let copy = PinCodeStorage(capacity: capacity)
    copy.scalars.update(from: scalars, count: count)
    copy.count = count
    return copy
  }

  subscript(index: Int) -> Unicode.Scalar {
    // Only scalars ever go in, so the value is always valid.
    Unicode.Scalar(scalars[index]) ?? "\u{FFFD}"
  }

  func append(_ scalar: Unicode.Scalar) {
    if count == capacity { grow() }
    scalars[count] = scalar.value
    count += 1
  }

  func replaceLast(with scalar: Unicode.Scalar) {
    scalars[count - 1] = scalar.value
  }

  func removeLast() -> Unicode.Scalar {
    let last = self[count - 1]
    count -= 1
    Self.wipe(scalars + count, count: 1)
    return last
  }

  func removeAll() {
    Self.wipe(scalars, count: count)
    count = 0
  }

  func hasSameScalars(as other: PinCodeStorage) -> Bool {
    count == other.count && (0..<count).allSatisfy { scalars[$0] == other.scalars[$0] }
  }

  var utf8Count: Int {
    (0..<count).reduce(0) { $0 + UTF8.width(self[$1]) }
  }

  /// `buffer` has room for ``utf8Count`` bytes.
  func encodeUTF8(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var written = 0
    for index in 0..<count {
      UTF8.encode(self[index]) { byte in
        buffer[written] = byte
        written += 1
      }
    }
    return written
  }

  private func grow() {
    let larger = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity * 2)
    larger.initialize(repeating: 0, count: capacity * 2)
    larger.update(from: scalars, count: count)
    Self.wipe(scalars, count: capacity)
    scalars.deallocate()
    scalars = larger
    capacity *= 2
  }

  /// Zeroes memory in a way the optimiser cannot drop as a dead store before it is freed.
  @inline(never) @_optimize(none)
  private static func wipe(_ pointer: UnsafeMutablePointer<UInt32>, count: Int) {
    for index in 0..<count { pointer[index] = 0 }
  }
}

extension PinCode: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// A readable form that never reveals the code: `•` for each entered character, `_` for each missing one.
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
  /// let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
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

extension PinCodeControl: CustomReflectable {
  /// What `dump` and `Mirror` show: the settings and the progress, never the code (nothing off the main actor).
  nonisolated public var customMirror: Mirror {
    guard MainQueue.isCurrent else { return Mirror(self, children: [:], displayStyle: .class) }
    let (code, isSecure, isFilled, isValid) = MainActor.assumeIsolated {
      (pinCode, isSecureTextEntry, self.isFilled, self.isValid)
    }
    return Mirror(
      self,
      children: ["pinCode": code, "isSecureTextEntry": isSecure, "isFilled": isFilled, "isValid": isValid],
      displayStyle: .class)
  }
}

extension PinCodeBindingSync: CustomReflectable {
  /// What `dump` and `Mirror` show: the control (redacted) and whether focus is pending,
  /// never the code the bindings hold.
  nonisolated public var customMirror: Mirror {
    guard MainQueue.isCurrent else { return Mirror(self, children: [:], displayStyle: .class) }
    let hasPendingFocus = MainActor.assumeIsolated { self.hasPendingFocus }
    return Mirror(
      self, children: ["control": control, "hasPendingFocus": hasPendingFocus], displayStyle: .class)
  }
}

/// Whether the caller runs on the main queue, checked without trapping (`Thread.isMainThread`
/// is `false` for main-actor code in some Linux test runners).
private enum MainQueue {
  // Boxed: the key is `Sendable` on Linux, not in every Apple SDK's Dispatch.
  private struct Key: @unchecked Sendable {
    let key = DispatchSpecificKey<Bool>()
  }

  private static let marked: Key = {
    let marked = Key()
    DispatchQueue.main.setSpecific(key: marked.key, value: true)
    return marked
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: marked.key) == true }
}
