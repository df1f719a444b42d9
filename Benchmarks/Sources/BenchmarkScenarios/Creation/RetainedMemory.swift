import CHeapStatistics

/// The bytes the heap holds for the objects `make` creates, or `nil` where it
/// cannot be measured (glibc's `mallinfo2` only).
///
/// The objects are kept alive while the heap is measured, then released.
@MainActor
public func retainedBytes(_ make: () -> AnyObject) -> Int? {
  let before = quickcontrol_heap_bytes_in_use()
  let object = make()
  let after = quickcontrol_heap_bytes_in_use()
  withExtendedLifetime(object) {}
  return before < 0 ? nil : Int(after - before)
}

/// Checks that both versions of the PIN-change form show the same chain
/// whatever is typed, so their set-up costs compare like with like.
@MainActor
public func verifyPinChangeScreensAgree() {
  let cases: [[String]] = [
    [], ["1357"], ["1357", "2468"], ["1357", "2468", "2468"], ["1357", "2468", "1111"],
  ]
  for codes in cases {
    let engine = EnginePinChangeScreen().chainAfterTyping(codes)
    let hand = HandWrittenPinChangeScreen().chainAfterTyping(codes)
    precondition(engine == hand, "PIN-change forms disagree after typing \(codes): \(engine) vs \(hand)")
  }
}
