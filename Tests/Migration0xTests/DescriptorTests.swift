import QuickControl
import Testing

struct DescriptorTests {
  static let a = ControlState(rawValue: 1 << 16)
  static let b = ControlState(rawValue: 1 << 17)
  static let both: ControlState = [a, b]

  @Test func usualMatchesOnlyTheExactState() {
    let descriptor = QUICStateDescriptor.usual(Self.a)
    #expect(descriptor.matches(Self.a))
    #expect(!descriptor.matches(Self.both))
    #expect(!descriptor.matches([]))
    #expect(descriptor.priority == 1000)
  }

  @Test func intersectedMatchesStatesContainingAllBits() {
    let descriptor = QUICStateDescriptor.intersected(Self.both)
    #expect(descriptor.matches(Self.both))
    #expect(descriptor.matches([Self.a, Self.b, .disabled]))
    #expect(!descriptor.matches(Self.a))
    #expect(descriptor.priority == 999)
  }

  @Test func invertedMatchesStatesMissingAnyBit() {
    let descriptor = QUICStateDescriptor.inverted(Self.both)
    #expect(descriptor.matches(Self.a))
    #expect(descriptor.matches([]))
    #expect(!descriptor.matches(Self.both))
    #expect(!descriptor.matches([Self.a, Self.b, .selected]))
    #expect(descriptor.priority == 750)
  }

  @Test func oneOfSeveralMatchesStatesWithAnyBit() {
    let descriptor = QUICStateDescriptor.oneOfSeveral(Self.both)
    #expect(descriptor.matches(Self.a))
    #expect(descriptor.matches([Self.b, .disabled]))
    #expect(!descriptor.matches([.disabled]))
    #expect(descriptor.priority == 500)
  }

  @Test func noneOfThisMatchesStatesWithoutAnyBit() {
    let descriptor = QUICStateDescriptor.noneOfThis(Self.both)
    #expect(descriptor.matches([.disabled]))
    #expect(descriptor.matches([]))
    #expect(!descriptor.matches(Self.a))
    #expect(descriptor.priority == 500)
  }

  @Test func customRunsItsPredicateWithItsOwnPriority() {
    let descriptor = QUICStateDescriptor.custom(priority: 640) { $0.rawValue.nonzeroBitCount >= 2 }
    #expect(descriptor.matches(Self.both))
    #expect(!descriptor.matches(Self.a))
    #expect(descriptor.priority == 640)
    #expect(descriptor.mode == .custom)
  }

  @Test func explicitPriorityOverridesTheDefault() {
    #expect(QUICStateDescriptor.usual(Self.a, priority: 3).priority == 3)
    #expect(QUICStateDescriptor(state: Self.a, mode: .noneOfThis, priority: 7).priority == 7)
  }

  @Test func oneOfSeveralAndNoneOfThisOfTheSameStateAreDistinct() {
    // The old library keyed both by state and priority, so one overwrote the other.
    let one = QUICStateDescriptor.oneOfSeveral(Self.a)
    let none = QUICStateDescriptor.noneOfThis(Self.a)
    #expect(one != none)
    #expect(Set([one, none]).count == 2)
  }

  @Test func equalityNeedsModeStateAndPriority() {
    #expect(QUICStateDescriptor.usual(Self.a) == QUICStateDescriptor(state: Self.a))
    #expect(QUICStateDescriptor.usual(Self.a) != QUICStateDescriptor.usual(Self.a, priority: 1))
    #expect(QUICStateDescriptor.usual(Self.a) != QUICStateDescriptor.usual(Self.b))
    #expect(QUICStateDescriptor.usual(Self.a) != QUICStateDescriptor.intersected(Self.a, priority: 1000))
  }

  @Test func customDescriptorsAreEqualOnlyToCopiesOfThemselves() {
    let first = QUICStateDescriptor.custom(priority: 1) { _ in true }
    let second = QUICStateDescriptor.custom(priority: 1) { _ in true }
    let copy = first
    #expect(first == copy)
    #expect(first != second)
    #expect(Set([first, second, copy]).count == 2)
  }

  // 0.x descriptions read "intersected([disabled]) priority 999"; 1.0 prints the 1.0
  // names ("containing(disabled) priority 999"), so that 0.x test is not kept.

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func customModeWithoutPredicateIsRefused() async {
      await #expect(processExitsWith: .failure) {
        _ = QUICStateDescriptor(state: [], mode: .custom)
      }
    }
  #endif
}
