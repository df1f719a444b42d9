import QuickControl

// Scenario 6 (app scale): an app with 10, 100 or 1,000 classes that declare states. The classes
// are the specialisations of a generic class over three digit types (10 × 10 × 10), whose
// computed `static var` states declare on first read: 1,000 classes from one declaration.

/// A digit type: three make a class of its own of ``Screen``.
public protocol Digit {}
/// Digit 0.
public enum N0: Digit {}
/// Digit 1.
public enum N1: Digit {}
/// Digit 2.
public enum N2: Digit {}
/// Digit 3.
public enum N3: Digit {}
/// Digit 4.
public enum N4: Digit {}
/// Digit 5.
public enum N5: Digit {}
/// Digit 6.
public enum N6: Digit {}
/// Digit 7.
public enum N7: Digit {}
/// Digit 8.
public enum N8: Digit {}
/// Digit 9.
public enum N9: Digit {}

/// The ten digits.
@MainActor let digitTypes: [any Digit.Type] = [
  N0.self, N1.self, N2.self, N3.self, N4.self, N5.self, N6.self, N7.self, N8.self, N9.self,
]

/// A screen of the app with 8 declared states, one class per three digits. Its transition turns
/// one state off and the next on, and so changes two of its box's 8 properties.
public final class Screen<A: Digit, B: Digit, C: Digit>: ControlStateHost {
  static var s0: HostState { declareState("s0") }
  static var s1: HostState { declareState("s1") }
  static var s2: HostState { declareState("s2") }
  static var s3: HostState { declareState("s3") }
  static var s4: HostState { declareState("s4") }
  static var s5: HostState { declareState("s5") }
  static var s6: HostState { declareState("s6") }
  static var s7: HostState { declareState("s7") }
  /// The class's 8 states, declared on the first read.
  static var states: [HostState] { [s0, s1, s2, s3, s4, s5, s6, s7] }

  /// The host's engine.
  public let stateEngine = StateEngine()
  var current = 0
  let box = Box()

  /// Creates a screen with its 8 states registered and a value per state on its box.
  public init() {
    performTransition {
      for (index, state) in Self.states.enumerated() { register(state) { $0.current == index } }
      setValue(0, for: \.p0, of: box, when: .containing(Self.s0))
      setValue(1, for: \.p1, of: box, when: .containing(Self.s1))
      setValue(2, for: \.p2, of: box, when: .containing(Self.s2))
      setValue(3, for: \.p3, of: box, when: .containing(Self.s3))
      setValue(4, for: \.p4, of: box, when: .containing(Self.s4))
      setValue(5, for: \.p5, of: box, when: .containing(Self.s5))
      setValue(6, for: \.p6, of: box, when: .containing(Self.s6))
      setValue(7, for: \.p7, of: box, when: .containing(Self.s7))
    }
  }

  /// One transition: the next of the 8 states.
  public func transition() {
    current = (current + 1) & 7
    applyCurrentState()
  }
}

/// A class of the pool that ``AppScale/declareOnFreshClass()`` declares on, one per call.
final class Fresh<A: Digit, B: Digit, C: Digit>: ControlStateHost {
  let stateEngine = StateEngine()
}

/// The app of scenario 6: how many classes have declared states, and the measured steps.
@MainActor
public enum AppScale {
  /// The number of ``Screen`` classes whose states are declared.
  public private(set) static var declaredClasses = 0
  /// The fresh classes declared on so far.
  public private(set) static var freshClasses = 0

  /// Declares the 8 states of ``Screen`` classes until `count` classes have them.
  public static func declareClasses(upTo count: Int) {
    precondition(count <= 1000, "1,000 classes at most")
    while declaredClasses < count {
      let number = declaredClasses
      let (a, b, c) = AppScale.digits(of: number)
      declareStates(a, b, c)
      declaredClasses += 1
    }
  }

  private static func declareStates<A: Digit, B: Digit, C: Digit>(_: A.Type, _: B.Type, _: C.Type) {
    _ = Screen<A, B, C>.states
  }

  /// The three digit types of `number`, hundreds first.
  static func digits(of number: Int) -> (any Digit.Type, any Digit.Type, any Digit.Type) {
    let hundreds: Int = number / 100
    let tens: Int = (number / 10) % 10
    let units: Int = number % 10
    return (digitTypes[hundreds], digitTypes[tens], digitTypes[units])
  }

  /// The transition host: the first class's screen, declared among the first 10.
  public static func makeHost() -> Screen<N0, N0, N0> { Screen() }

  /// Reads a state of the first class again: its computed `static var` declares the name again,
  /// which finds it.
  public static func readDeclaredState() -> UInt { Screen<N0, N0, N0>.s5.rawValue }

  /// Declares a state on the next class of a pool of 1,000 that have none: a new declaration.
  public static func declareOnFreshClass() -> UInt {
    let number = freshClasses
    precondition(number < 1000, "the pool has 1,000 fresh classes")
    freshClasses += 1
    let (a, b, c) = AppScale.digits(of: number)
    return declare(a, b, c)
  }

  private static func declare<A: Digit, B: Digit, C: Digit>(_: A.Type, _: B.Type, _: C.Type) -> UInt {
    Fresh<A, B, C>.declareState("fresh").rawValue
  }
}
