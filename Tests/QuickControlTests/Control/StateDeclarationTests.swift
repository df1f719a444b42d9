import Foundation
import Testing

@testable import QuickControl

/// A control whose states are declared, not chosen by hand.
@MainActor
class DeclaringControl: QUIckControl {
  nonisolated static let open = declareState("open")
  nonisolated static let locked = declareState("locked")
  nonisolated static let confirmed = declareEvent("confirmed")
  var isOpen = false { didSet { applyCurrentState() } }
  var isLocked = false { didSet { applyCurrentState() } }
  var title = "closed"

  override func setUp() {
    register(Self.open, while: \.isOpen)
    register(Self.locked) { $0.isLocked }
  }
}

/// A subclass that adds a state without knowing its superclass's bits.
@MainActor
final class ExpandingControl: DeclaringControl {
  nonisolated static let expanded = declareState("expanded")
  var isExpanded = false { didSet { applyCurrentState() } }

  override func setUp() {
    super.setUp()
    register(Self.expanded, while: \.isExpanded)
  }
}

/// A control whose one state is declared late, after others have taken the bits beyond `.application`.
@MainActor
final class LateControl: QUIckControl {
  nonisolated static let late = declareState("late")
}

/// A form with a state per case of an enumeration (`rules(by:_:)`).
@MainActor
final class CaseForm: ControlStateHost {
  enum Load: CaseIterable { case idle, busy }
  let stateEngine = StateEngine()
  var load = Load.idle
  var title = ""
}

/// An unrelated control: its states' bits differ from its neighbours'.
@MainActor
final class NeighbourControl: QUIckControl {
  nonisolated static let busy = declareState("busy")
}

@MainActor
struct StateDeclarationTests {
  @Test func declaredStatesAreDistinctBitsOutsideTheSystemAndTraitStates() {
    // One hierarchy's states never share a bit (nor do unrelated classes' while bits last:
    // unrelatedClassesNeverShareABitWhileBitsLast, in a fresh process).
    let states = [DeclaringControl.open, DeclaringControl.locked, ExpandingControl.expanded]
    #expect(Set(states.map(\.rawValue)).count == 3)
    for state in states {
      #expect(state.rawValue.nonzeroBitCount == 1)
      #expect(state.controlState.isDisjoint(with: [.highlighted, .disabled, .selected, .focused]))
      #expect(
        state.controlState.isDisjoint(with: [.darkAppearance, .increasedContrast, .accessibilityContentSize]))
    }
    #expect(ControlEvents.applicationReserved.contains(DeclaringControl.confirmed))
  }

  @Test func aDeclaredStateMayGetValuesBeforeItIsRegistered() {
    final class Late: DeclaringControl {
      nonisolated static let late = declareState("late")
      var isLate = false { didSet { applyCurrentState() } }
    }
    let control = Late()
    control.setValue("late", for: \.title, when: .containing(Late.late))
    control.register(Late.late, while: \.isLate)
    control.isLate = true
    #expect(control.title == "late")
  }

  @Test func rawBitsStillWorkOnAControlThatDeclaresNoState() {
    // 0.x-style controls number their own bits; nothing is checked for them.
    final class RawControl: QUIckControl {
      var isOn = false { didSet { applyCurrentState() } }
      var title = "off"
    }
    let on = ControlState(rawValue: 1 << 20)
    let control = RawControl()
    control.setValue("on", for: \.title, when: .containing(on))
    control.register(on, while: \.isOn)
    control.isOn = true
    #expect(control.title == "on")
  }

  @Test func aSubclassStateWorksBesideItsSuperclassStates() {
    let control = ExpandingControl()
    let label = Label()
    control.setValue("open", for: \.text, of: label, when: .containing(DeclaringControl.open))
    control.setValue("expanded", for: \.text, of: label, when: .containing(ExpandingControl.expanded))
    control.isOpen = true
    #expect(label.text == "open")
    control.isExpanded = true
    #expect(label.text == "expanded")
    control.isExpanded = false
    #expect(label.text == "open")
  }

  @Test func declaringTheSameNameAgainReturnsTheSameBit() {
    #expect(DeclaringControl.declareState("open") == DeclaringControl.open)
  }

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func aStateOfAnotherClassAtTheSameBitStillStopsNamingBoth() async {
      // Bits are each class hierarchy's own: unrelated classes reuse them, and the state's class
      // tells them apart. In a fresh process, so that both classes take the same first bit.
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let (busy, open) = (NeighbourControl.busy, DeclaringControl.open)
          precondition(busy.rawValue == open.rawValue, "unrelated classes' first states share a bit")
          precondition(busy.rawValue > 0xFFFF_FFFF, "0.x apps numbered raw states from 1 << 16 up")
          DeclaringControl().setValue(0.5, for: \.alpha, when: .containing(busy))
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "NeighbourControl.busy is a state of NeighbourControl, and a DeclaringControl never has it"))
    }
  #endif

  @Test func theStateTablePrintsNames() {
    let control = DeclaringControl()
    let label = Label()
    control.setValue("open", for: \.text, of: label, when: .containing(DeclaringControl.open))
    control.setValue(
      "locked", for: \.text, of: label, when: .containing([.disabled, DeclaringControl.locked]))
    control.isOpen = true
    let open = DeclaringControl.open
    #if DEBUG  // names from the symbol table: an optimised build may merge the getters
      // Computed and observed properties by name, on Linux too.
      let (registered, text) = ("\\DeclaringControl.isOpen", "text")
      #expect(
        control.stateTableDescription == """
          DeclaringControl — applied [open], current [open]
          registered states:
            open ← \(registered)
            locked ← a predicate
          Label#1.\(text) — Label, default: Optional("default")
            containing(open) priority 999 = Optional("open")   ← wins
            containing(disabled, locked) priority 999 = Optional("locked")
          """)
    #endif
    #expect(control.state == ControlState(open))
  }

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func oneStateRegisteredTwiceStopsWithBothNames() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let control = DeclaringControl()
          control.register(DeclaringControl.open) { $0.isLocked }
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("DeclaringControl computes open twice"))
      #expect(message.contains("with \\DeclaringControl."))
      #expect(message.contains("and with a predicate"))
      #expect(message.contains("declareState(_:)"))
    }

    @Test func aSubclassRedeclaringItsSuperclassNameStops() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = DeclaringControl.open
        _ = ExpandingControl.declareState("open")
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("which DeclaringControl already declares"))
    }

    @Test func aStateOfAnotherClassInAConditionStopsNamingBothClasses() async {
      // `pin.setValue(true, for: \.isEnabled, of: apply, when: .containing(AppCodeField.valid))`:
      // a state the host never has would silently mean one of its own. It stops instead.
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let control = DeclaringControl()
          control.setValue("?", for: \.title, when: .containing(NeighbourControl.busy))
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "NeighbourControl.busy is a state of NeighbourControl, and a DeclaringControl never has it"))
      #expect(
        message.contains(
          "register(Self.someState, while: .containing(NeighbourControl.busy), of: theNeighbourControl)"))
    }

    @Test func aSubclassStateOnASuperclassHostStops() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          _ = DeclaringControl().subscribe(to: .containing(ExpandingControl.expanded)) { _ in }
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "ExpandingControl.expanded is a state of ExpandingControl, and a DeclaringControl never has it"))
    }

    @Test func aFormFollowingAFieldWithAnotherClassStateStops() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          final class Form: ControlStateHost {
            static let ready = declareState("ready")
            let stateEngine = StateEngine()
          }
          let form = Form()
          form.register(Form.ready, while: .containing(NeighbourControl.busy), of: DeclaringControl())
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "NeighbourControl.busy is a state of NeighbourControl, and a DeclaringControl never has it"))
    }

    @Test func aRawBitInAConditionOfADeclaringControlStopsWithItsStates() async {
      // An app-wide `static let valid = ControlState(rawValue: 1 << 17)` used on a control whose
      // states are declared would mean whatever that control's bit means: it stops instead.
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let control = DeclaringControl()
          control.setValue("?", for: \.title, when: .containing(ControlState(rawValue: 1 << 17)))
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("DeclaringControl has no state 0x20000"))
      #expect(message.contains("Its states are DeclaringControl.open, DeclaringControl.locked"))
      #expect(message.contains("declareState(\"name\")"))
    }

    @Test func aRawBitInASubscriptionOfADeclaringControlStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let control = DeclaringControl()
          control.subscribe(to: .notContaining(ControlState(rawValue: 1 << 16))) { _ in }
        }
      }
    }

    @Test func aStateInTheApplicationRangeOfAnotherClassStopsNamingBoth() async {
      // A class's 25th to 29th states lie in bits 23 to 19, where 0.x raw states lie too.
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          for index in 0..<24 { _ = LateControl.declareState("filler\(index)") }
          precondition(LateControl.late.rawValue == 1 << 23, "the 25th state takes bit 23")
          DeclaringControl().setValue(0.5, for: \.alpha, when: .containing(LateControl.late))
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains("LateControl.late is a state of LateControl, and a DeclaringControl never has it"))
    }

    @Test func aStateInTheApplicationRangeOnAHostWithoutStatesStops() async {
      // Before, a host that declares no state did not stop at all.
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          for index in 0..<24 { _ = LateControl.declareState("filler\(index)") }
          QUIckControl().setValue(0.5, for: \.alpha, when: .containing(LateControl.late))
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("LateControl.late is a state of LateControl, and a QUIckControl never has it"))
    }

    @Test func the30thStateOfOneClassStopsNamingTheLimit() async {
      // Other classes' states do not count: only the class's hierarchy has a limit.
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        for index in 0..<StateNames.stateLimit { _ = NeighbourControl.declareState("filler\(index)") }
        for index in 0..<StateNames.stateLimit { _ = LateControl.declareState("filler\(index)") }
        _ = LateControl.late
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("no free state bit for LateControl.late"))
      #expect(message.contains("has room for 29 declared states"))
      #expect(message.contains("LateControl's hierarchy takes 29 (LateControl.filler0, "))
    }

    @Test func statesOfValuesByCaseDoNotCountAndStayTheirClasssOwn() async {
      // With every bit of another class declared, a form's states per case still work, and each
      // side's state on the other's host still stops.
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          for index in 0..<StateNames.stateLimit { _ = NeighbourControl.declareState("filler\(index)") }
          let form = CaseForm()
          form.setValues(for: \.title, of: form) { form.rules(by: \.load) { "\($0)" } }
          form.load = .busy
          form.applyCurrentState()
          precondition(form.title == "busy")
        }
      }
      let foreign = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          for index in 0..<StateNames.stateLimit { _ = NeighbourControl.declareState("filler\(index)") }
          let form = CaseForm()
          form.setValues(for: \.title, of: form) { form.rules(by: \.load) { "\($0)" } }
          // A declared state sharing the case state's bit is still the other class's.
          form.setValue("?", for: \.title, when: .containing(NeighbourControl.declareState("filler0")))
        }
      }
      let foreignMessage = String(decoding: foreign?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        foreignMessage.contains(
          "NeighbourControl.filler0 is a state of NeighbourControl, and a CaseForm never has it"))
      let elsewhere = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let form = CaseForm()
          form.setValues(for: \.title, of: form) { form.rules(by: \.load) { "\($0)" } }
          DeclaringControl().setValue("?", for: \.title, when: form.condition(\.load, is: .busy))
        }
      }
      let elsewhereMessage = String(decoding: elsewhere?.standardErrorContent ?? [], as: UTF8.self)
      #expect(elsewhereMessage.contains("is a state of CaseForm, and a DeclaringControl never has it"))
    }

    @Test func combiningStatesOfUnrelatedClassesStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let both: HostState = [DeclaringControl.open, NeighbourControl.busy]
        _ = both
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("a state combines states of DeclaringControl and of NeighbourControl"))
    }

    @Test func registeringAStateOfAnotherClassStopsNamingBoth() async {
      // Its bit may be one of this host's own states: registered, it would silently be that state.
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let control = DeclaringControl()
          control.register(LateControl.late, while: \.isOpen)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("DeclaringControl registers LateControl.late, a state of LateControl"))
    }

    @Test func aDeclarationNeverTakesABitRegisteredRaw() async {
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          let control = QUIckControl()
          control.register(ControlState(rawValue: 1 << 23), while: \.isSelected)
          for index in 0..<24 { _ = LateControl.declareState("filler\(index)") }
          precondition(
            LateControl.late.rawValue == 1 << 22, "bit 23 is the raw state of its superclass's hosts")
        }
      }
    }

    @Test func runningOutOfStateBitsStopsWithAMessage() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        for index in 0..<64 { _ = NeighbourControl.declareState("extra\(index)") }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("no free state bit for NeighbourControl.extra"))
      #expect(message.contains("Combine states into one"))
    }
  #endif
}
