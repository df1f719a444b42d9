import Foundation
import Testing

@testable import PinCodeControl

/// iOS 26's multi-range delegate method reports the ranges an edit replaces; the
/// control counts the characters they cover together and applies one edit.
@MainActor
@Suite("Multi-range edits: the characters several ranges cover")
struct MultiRangeTests {
  @Test func disjointRangesAddUp() {
    let ranges = [NSRange(location: 0, length: 1), NSRange(location: 2, length: 2)]
    #expect(PinCodeControl.characterCount(of: ranges, in: "12345") == 3)
  }

  @Test func overlappingRangesCountOnce() {
    let ranges = [NSRange(location: 1, length: 3), NSRange(location: 0, length: 2)]
    #expect(PinCodeControl.characterCount(of: ranges, in: "12345") == 4)
  }

  @Test func rangesCountCharactersNotUTF16Units() {
    // "🙂" is two UTF-16 units and one character.
    #expect(PinCodeControl.characterCount(of: [NSRange(location: 0, length: 3)], in: "🙂1") == 2)
  }

  @Test func aRangeOutsideTheTextCountsItsLength() {
    #expect(PinCodeControl.characterCount(of: [NSRange(location: 9, length: 2)], in: "12") == 2)
    #expect(PinCodeControl.characterCount(of: [], in: "12") == 0)
  }

  @Test func aMultiRangeDeletionOfEverythingClearsTheCode() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    pin.code = "1234"
    let ranges = [NSRange(location: 0, length: 2), NSRange(location: 2, length: 2)]
    pin.systemDidProposeEdit(replacing: PinCodeControl.characterCount(of: ranges, in: pin.code), with: "")
    #expect(pin.code.isEmpty)
  }
}
