/// Reads a fuzzer's input as a sequence of small choices; past the end every choice is 0.
struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  init(_ data: UnsafePointer<UInt8>, _ count: Int) {
    bytes = Array(UnsafeBufferPointer(start: data, count: count))
  }

  var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `0..<count`.
  mutating func choose(_ count: Int) -> Int { Int(byte()) % max(count, 1) }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  mutating func element<T>(of array: [T]) -> T { array[choose(array.count)] }
}

/// Stops the run with `message`: libFuzzer reports it as a crash and saves the input.
func invariantBroken(_ message: String) -> Never {
  fatalError("fuzz invariant broken: \(message)")
}
