import Foundation
import QuickControl

// A code is a secret: its storage is overwritten with zeros when released.

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

  /// The address of the scalars (for the secrecy tests, which read it after the storage is released).
  var address: UInt { UInt(bitPattern: scalars) }

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
