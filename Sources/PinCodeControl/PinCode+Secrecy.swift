import Dispatch
import Foundation

// A code is a secret: its characters live in storage wiped with zeros when they are removed or
// released, and describing, dumping or reflecting a code, an insertion, the control or its SwiftUI
// sync shows how many characters are entered, never which.

/// The entered characters of a ``PinCode``, one Unicode scalar each, in memory
/// the storage overwrites with zeros when a character is removed, when it grows
/// and when it is released.
///
/// `PinCode` shares one storage between copies and copies it before a mutation
/// (copy on write), so every copy of the code the library makes is wiped when
/// it is dropped.
final class PinCodeStorage: @unchecked Sendable {
  // @unchecked Sendable: a storage is mutated only while uniquely referenced
  // (PinCode copies it first), so a shared storage is never written.

  /// The scalars' values; `capacity` slots, the first `count` in use, the rest zero.
  private var scalars: UnsafeMutablePointer<UInt32>
  private(set) var capacity: Int
  private(set) var count = 0

  /// Creates an empty storage with room for `capacity` scalars (it grows past that if needed).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    scalars = .allocate(capacity: self.capacity)
    scalars.initialize(repeating: 0, count: self.capacity)
  }

  deinit {
    Self.wipe(scalars, count: capacity)
    scalars.deallocate()
  }

  /// A copy holding the same scalars.
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

  /// Whether both hold the same scalars.
  func hasSameScalars(as other: PinCodeStorage) -> Bool {
    count == other.count && (0..<count).allSatisfy { scalars[$0] == other.scalars[$0] }
  }

  /// The number of UTF-8 bytes the scalars take.
  var utf8Count: Int {
    (0..<count).reduce(0) { $0 + UTF8.width(self[$1]) }
  }

  /// Writes the scalars as UTF-8 into `buffer`, which has room for ``utf8Count`` bytes.
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

  /// Overwrites `count` values with zeros, in a way the optimiser cannot drop
  /// as a dead store before the memory is freed.
  @inline(never) @_optimize(none)
  private static func wipe(_ pointer: UnsafeMutablePointer<UInt32>, count: Int) {
    for index in 0..<count { pointer[index] = 0 }
  }
}

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

extension PinCodeControl: CustomReflectable {
  /// What `dump`, `Mirror` and debuggers' reflection show: the settings and the progress, never the code.
  ///
  /// A view's default reflection lists its stored properties, and on UIKit one
  /// of them is the hidden text field whose text mirrors the code (so that the
  /// system's edits apply to it). This mirror lists only the length, the
  /// alphabet, the entered count (through ``pinCode``'s own redacted mirror),
  /// secure entry and the validity. Reflected off the main actor, where the
  /// control's state cannot be read, it lists nothing.
  ///
  /// ```swift
  /// let pin = PinCodeControl(length: 4)
  /// pin.insertText("12")
  /// dump(pin)
  /// // Prints the length, alphabet and count (2), never "12".
  /// ```
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
  /// What `dump` and `Mirror` show: the control (redacted, see ``PinCodeControl/customMirror``)
  /// and whether a focus request is pending, never the code the bindings hold.
  ///
  /// The sync remembers what the code binding held when it last read or wrote
  /// it, to tell the app's writes from the user's edits; those strings are the
  /// binding's own value, which the app keeps anyway, and are never reflected.
  nonisolated public var customMirror: Mirror {
    guard MainQueue.isCurrent else { return Mirror(self, children: [:], displayStyle: .class) }
    let hasPendingFocus = MainActor.assumeIsolated { self.hasPendingFocus }
    return Mirror(
      self, children: ["control": control, "hasPendingFocus": hasPendingFocus], displayStyle: .class)
  }
}

/// Whether the caller runs on the main queue, which serves the main actor: a check
/// that never traps, for the mirrors above (`Thread.isMainThread` is `false` for
/// main-actor code in some Linux test runners, whose main queue is not drained by
/// the process's first thread).
private enum MainQueue {
  /// Boxed: the key is `Sendable` on Linux, not in every Apple SDK's Dispatch.
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
