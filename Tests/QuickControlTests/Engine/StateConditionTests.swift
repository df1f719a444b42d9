import Testing

@testable import QuickControl

struct StateConditionTests {
  static let a = ControlState(rawValue: 1 << 16)
  static let b = ControlState(rawValue: 1 << 17)
  static let both: ControlState = [a, b]

  @Test func exactlyMatchesOnlyTheExactState() {
    let condition = StateCondition.exactly(Self.a)
    #expect(condition.matches(Self.a))
    #expect(!condition.matches(Self.both))
    #expect(!condition.matches([]))
    #expect(condition.priority == 1000)
  }

  @Test func containingMatchesStatesContainingAllBits() {
    let condition = StateCondition.containing(Self.both)
    #expect(condition.matches(Self.both))
    #expect(condition.matches([Self.a, Self.b, .disabled]))
    #expect(!condition.matches(Self.a))
    #expect(condition.priority == 999)
  }

  @Test func notContainingMatchesStatesMissingAnyBit() {
    let condition = StateCondition.notContaining(Self.both)
    #expect(condition.matches(Self.a))
    #expect(condition.matches([]))
    #expect(!condition.matches(Self.both))
    #expect(!condition.matches([Self.a, Self.b, .selected]))
    #expect(condition.priority == 750)
  }

  @Test func containingAnyMatchesStatesWithAnyBit() {
    let condition = StateCondition.containingAny(Self.both)
    #expect(condition.matches(Self.a))
    #expect(condition.matches([Self.b, .disabled]))
    #expect(!condition.matches([.disabled]))
    #expect(condition.priority == 500)
  }

  @Test func containingNoneMatchesStatesWithoutAnyBit() {
    let condition = StateCondition.containingNone(Self.both)
    #expect(condition.matches([.disabled]))
    #expect(condition.matches([]))
    #expect(!condition.matches(Self.a))
    #expect(condition.priority == 500)
  }

  @Test func matchingRunsItsPredicateWithItsOwnPriority() {
    let condition = StateCondition.matching(priority: 640) { $0.rawValue.nonzeroBitCount >= 2 }
    #expect(condition.matches(Self.both))
    #expect(!condition.matches(Self.a))
    #expect(condition.priority == 640)
    #expect(condition.kind == .matching)
  }

  @Test func explicitPriorityOverridesTheDefault() {
    #expect(StateCondition.exactly(Self.a, priority: 3).priority == 3)
    #expect(StateCondition.containingNone(Self.a, priority: 7).priority == 7)
  }

  @Test func containingAnyAndContainingNoneOfTheSameStateAreDistinct() {
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

  @Test func matchingConditionsAreEqualOnlyToCopiesOfThemselves() {
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
