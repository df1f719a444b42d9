/// The resolved entry of one binding in one state.
@usableFromInline
struct PlanItem: Equatable, Sendable {
  /// Index into the binding's entries, or -1 for the default.
  var index: Int32
  /// The entry's sequence, or 0 for the default.
  var sequence: UInt64

  static let `default` = PlanItem(index: -1, sequence: 0)
}

/// A state as the key of the engine's memoised plans.
///
/// Hashed with one multiplication instead of the standard library's SipHash:
/// hashing the state was ≈ 90 instructions of each transition's lookup. The
/// keys are the engine's own states, not input an attacker chooses, so a
/// collision-resistant hash buys nothing here.
struct PlanKey: Hashable {
  let rawValue: UInt

  init(_ state: ControlState) {
    rawValue = state.rawValue
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
  }

  /// What `Dictionary` asks for: the hash it masks to find a bucket.
  ///
  /// States are bit sets, often only in the high application bits: the
  /// product's high half, folded into its low half, spreads them over the
  /// low bits a small table uses.
  func _rawHashValue(seed: Int) -> Int {
    // 2^64 / φ, truncated on 32-bit platforms (watchOS arm64_32).
    let multiplier = UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
    let product = (rawValue ^ UInt(bitPattern: seed)) &* multiplier
    return Int(bitPattern: product ^ (product >> (UInt.bitWidth / 2)))
  }
}
