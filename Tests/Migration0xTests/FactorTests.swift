import Foundation
import QuickControl
import Testing

@MainActor
struct FactorTests {
  @Test func keyPathFactorSetsItsBitWhileTrue() {
    let control = TestControl()
    #expect(!control.state.contains(TestControl.filled))
    control.isFilled = true
    #expect(control.state.contains(TestControl.filled))
    #expect(control.lastAppliedState.contains(TestControl.filled))
  }

  @Test func invertedFactorSetsItsBitWhileFalse() {
    let control = TestControl()
    let empty = ControlState(rawValue: 1 << 20)
    control.register(empty, forBoolKeyPath: \.isFilled, inverted: true)
    #expect(control.state.contains(empty))
    control.isFilled = true
    #expect(!control.state.contains(empty))
  }

  @Test func predicateFactorReadsTheHost() {
    let control = TestControl()
    #expect(!control.state.contains(TestControl.warm))
    control.isWarm = true
    #expect(control.state.contains(TestControl.warm))
  }

  // 0.x OR-ed two factors on one bit; 1.0 stops with a message naming both
  // (QuickControlTests' "Programming errors" suite), so that 0.x test is not kept.

  @Test func reRegisteredSystemBitReplacesThePlatformBit() {
    let control = TestControl()
    control.register(.highlighted, forBoolKeyPath: \.isValid)
    control.isHighlighted = true
    #expect(!control.state.contains(.highlighted))
    control.isValid = true
    #expect(control.state.contains(.highlighted))
  }

  @Test func platformBitsThatWereNotRegisteredAreKept() {
    let control = TestControl()
    control.isFocused = true
    control.isSelected = true
    control.isEnabled = false
    control.isFilled = true
    #expect(control.state == [.focused, .selected, .disabled, TestControl.filled])
  }

  @Test func focusChangesApplyTheirState() {
    let control = TestControl()
    let label = Label()
    control.setValue("focused", forTarget: label, forKeyPath: \.text, forAllStatesContained: .focused)
    control.isFocused = true
    #expect(label.text == "focused")
    #expect(control.lastAppliedState == .focused)
  }

  @Test func platformPropertiesApplyTheirState() {
    let control = TestControl()
    let label = Label()
    control.setValue("off", forTarget: label, forKeyPath: \.text, forAllStatesContained: .disabled)
    control.setValue("sel", forTarget: label, forKeyPath: \.color, forAllStatesContained: .selected)
    control.setValue(2, forTarget: label, forKeyPath: \.width, forAllStatesContained: .highlighted)
    control.isEnabled = false
    control.isSelected = true
    control.isHighlighted = true
    #expect(label.text == "off" && label.color == "sel" && label.width == 2)
  }

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func aBitAboveTheApplicationRangeIsRefused() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let control = TestControl()
          control.register(ControlState(rawValue: 1 << 24), forBoolKeyPath: \.isValid)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("cannot register state 0x1000000"))
      #expect(message.contains("Custom states must lie in ControlState.application"))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func aBitBetweenTheSystemBitsAndTheApplicationRangeIsRefused() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let control = TestControl()
          control.register(ControlState(rawValue: 1 << 4), forBoolKeyPath: \.isValid)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("cannot register state 0x10."))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func theNormalStateCannotBeRegistered() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let control = TestControl()
          control.register([], forBoolKeyPath: \.isValid)
        }
      }
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func registeringInsideTheApplicationRangeDoesNotExit() async {
      // The control case of the two exit tests above: same code path, a legal bit.
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          let control = TestControl()
          control.register(ControlState(rawValue: 1 << 23), forBoolKeyPath: \.isValid)
        }
      }
    }
  #endif
}
