import Foundation
import Testing

@testable import QuickControl

@MainActor
struct RegisteredStateTests {
  @Test func aKeyPathSetsItsBitWhileTrue() {
    let control = TestControl()
    #expect(!control.state.contains(TestControl.filled))
    control.isFilled = true
    #expect(control.state.contains(TestControl.filled))
    #expect(control.lastAppliedState.contains(TestControl.filled))
  }

  @Test func anInvertedKeyPathSetsItsBitWhileFalse() {
    let control = TestControl()
    let empty = ControlState(rawValue: 1 << 16)
    control.register(empty) { !$0.isFilled }
    #expect(control.state.contains(empty))
    control.isFilled = true
    #expect(!control.state.contains(empty))
  }

  @Test func aPredicateReadsTheHost() {
    let control = TestControl()
    #expect(!control.state.contains(TestControl.warm))
    control.isWarm = true
    #expect(control.state.contains(TestControl.warm))
  }

  @Test func aMultiBitStateSetsAllItsBits() {
    let control = TestControl()
    let both: ControlState = [ControlState(rawValue: 1 << 16), ControlState(rawValue: 1 << 17)]
    control.register(both) { $0.isValid && $0.isFilled }
    control.isFilled = true
    #expect(control.state == ControlState(TestControl.filled))
    control.isValid = true
    #expect(control.state.isSuperset(of: both))
  }

  @Test func reRegisteredSystemBitReplacesThePlatformBit() {
    let control = TestControl()
    control.register(ControlState.highlighted, while: \.isValid)
    control.isHighlighted = true
    #expect(!control.state.contains(.highlighted))
    control.isValid = true
    #expect(control.state.contains(.highlighted))
  }

  #if !QUICKCONTROL_UIKIT
    @Test func platformBitsThatWereNotRegisteredAreKept() {
      let control = TestControl()
      control.isFocused = true
      control.isSelected = true
      control.isEnabled = false
      control.isFilled = true
      #expect(control.state == ControlState([.focused, .selected, .disabled, TestControl.filled]))
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func focusChangesApplyTheirState() {
      let control = TestControl()
      let label = Label()
      control.setValue("focused", for: \.text, of: label, when: .containing(.focused))
      control.isFocused = true
      #expect(label.text == "focused")
      #expect(control.lastAppliedState == .focused)
    }
  #endif

  @Test func platformPropertiesApplyTheirState() {
    let control = TestControl()
    let label = Label()
    control.setValue("off", for: \.text, of: label, when: .containing(.disabled))
    control.setValue("sel", for: \.color, of: label, when: .containing(.selected))
    control.setValue(2, for: \.width, of: label, when: .containing(.highlighted))
    control.isEnabled = false
    control.isSelected = true
    control.isHighlighted = true
    #expect(label.text == "off" && label.color == "sel" && label.width == 2)
  }

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    /// A bit above the application range, one between the system bits and it, and the normal
    /// state (no bit) are refused: the process stops with a message.
    @Test(
      arguments: [
        (1 << 24, ["cannot register state 0x1000000", "Declare custom states in TestControl"]),
        (1 << 4, ["cannot register state 0x10."]),
        (0, []),
      ] as [(UInt, [String])])
    func aStateOutsideTheApplicationRangeIsRefused(rawValue: UInt, messages: [String]) async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        [rawValue] in
        await MainActor.run {
          let control = TestControl()
          control.register(ControlState(rawValue: rawValue), while: \.isValid)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      for expected in messages { #expect(message.contains(expected)) }
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func registeringInsideTheApplicationRangeDoesNotExit() async {
      // The control case of the exit tests above: same code path, a legal bit.
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          let control = TestControl()
          control.register(ControlState(rawValue: 1 << 16), while: \.isValid)
        }
      }
    }
  #endif
}
