import Testing

@testable import QuickControl

struct DescriptorTests {
  static let a = ControlState(rawValue: 1 << 16)
  static let b = ControlState(rawValue: 1 << 17)
  static let both: ControlState = [a, b]

  @Test func usualMatchesOnlyTheExactState() {
    let descriptor = StateCondition.exactly(Self.a)
    #expect(descriptor.matches(Self.a))
    #expect(!descriptor.matches(Self.both))
    #expect(!descriptor.matches([]))
    #expect(descriptor.priority == 1000)
  }

  @Test func intersectedMatchesStatesContainingAllBits() {
    let descriptor = StateCondition.containing(Self.both)
    #expect(descriptor.matches(Self.both))
    #expect(descriptor.matches([Self.a, Self.b, .disabled]))
    #expect(!descriptor.matches(Self.a))
    #expect(descriptor.priority == 999)
  }

  @Test func invertedMatchesStatesMissingAnyBit() {
    let descriptor = StateCondition.notContaining(Self.both)
    #expect(descriptor.matches(Self.a))
    #expect(descriptor.matches([]))
    #expect(!descriptor.matches(Self.both))
    #expect(!descriptor.matches([Self.a, Self.b, .selected]))
    #expect(descriptor.priority == 750)
  }

  @Test func oneOfSeveralMatchesStatesWithAnyBit() {
    let descriptor = StateCondition.containingAny(Self.both)
    #expect(descriptor.matches(Self.a))
    #expect(descriptor.matches([Self.b, .disabled]))
    #expect(!descriptor.matches([.disabled]))
    #expect(descriptor.priority == 500)
  }

  @Test func noneOfThisMatchesStatesWithoutAnyBit() {
    let descriptor = StateCondition.containingNone(Self.both)
    #expect(descriptor.matches([.disabled]))
    #expect(descriptor.matches([]))
    #expect(!descriptor.matches(Self.a))
    #expect(descriptor.priority == 500)
  }

  @Test func customRunsItsPredicateWithItsOwnPriority() {
    let descriptor = StateCondition.matching(priority: 640) { $0.rawValue.nonzeroBitCount >= 2 }
    #expect(descriptor.matches(Self.both))
    #expect(!descriptor.matches(Self.a))
    #expect(descriptor.priority == 640)
    #expect(descriptor.kind == .matching)
  }

  @Test func explicitPriorityOverridesTheDefault() {
    #expect(StateCondition.exactly(Self.a, priority: 3).priority == 3)
    #expect(StateCondition.containingNone(Self.a, priority: 7).priority == 7)
  }

  @Test func oneOfSeveralAndNoneOfThisOfTheSameStateAreDistinct() {
    // The old library keyed both by state and priority, so one overwrote the other.
    let one = StateCondition.containingAny(Self.a)
    let none = StateCondition.containingNone(Self.a)
    #expect(one != none)
    #expect(Set([one, none]).count == 2)
  }

  @Test func equalityNeedsModeStateAndPriority() {
    #expect(StateCondition.exactly(Self.a) == StateCondition(kind: .exactly, state: Self.a, priority: nil))
    #expect(StateCondition.exactly(Self.a) != StateCondition.exactly(Self.a, priority: 1))
    #expect(StateCondition.exactly(Self.a) != StateCondition.exactly(Self.b))
    #expect(StateCondition.exactly(Self.a) != StateCondition.containing(Self.a, priority: 1000))
  }

  @Test func customDescriptorsAreEqualOnlyToCopiesOfThemselves() {
    let first = StateCondition.matching(priority: 1) { _ in true }
    let second = StateCondition.matching(priority: 1) { _ in true }
    let copy = first
    #expect(first == copy)
    #expect(first != second)
    #expect(Set([first, second, copy]).count == 2)
  }

  @Test func descriptionNamesModeStateAndPriority() {
    #expect(StateCondition.containing(.disabled).description == "containing(disabled) priority 999")
    #expect(StateCondition.exactly([]).description == "exactly(normal) priority 1000")
    #expect(StateCondition.exactly(Self.a).description == "exactly(0x10000) priority 1000")
    #expect(StateCondition.always.description == "always priority 0")
  }

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func aMatchingKindWithoutPredicateIsRefused() async {
      await #expect(processExitsWith: .failure) {
        _ = StateCondition(kind: .matching, state: [], priority: nil)
      }
    }
  #endif
}
