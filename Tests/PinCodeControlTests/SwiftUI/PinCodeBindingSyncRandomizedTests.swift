import QuickControl
import TestSupport
import Testing

@testable import PinCodeControl

/// Random interleavings of what a user and a screen do to a `PinCodeField`,
/// checked against what must hold once SwiftUI has settled.
@MainActor
@Suite("PinCodeField logic: random typing, pastes, AutoFill, app writes and renders")
struct PinCodeBindingSyncRandomizedTests {
  static let pieces = ["1", "7", "a", "🙂", "-", " ", "12 34", "123-456", "9876543", "٣", ""]

  @Test(arguments: 0..<200)
  func afterEverySettleTheBindingHoldsWhatTheControlKeptAndNothingLoops(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let screen = PinFieldHarness(length: Int.random(in: 1...6, using: &random))
    // Odd seeds hold the edits' events back until the next turn, as UIKit's delegate path does.
    let nextTurn = seed % 2 == 1 ? NextTurn(for: screen.control) : nil
    func edit(replacing count: Int, with text: String) {
      if nextTurn != nil {
        screen.control.systemDidProposeEdit(replacing: count, with: text)
      } else {
        screen.control.acceptInputFieldEdit(replacing: count, with: text)
      }
    }
    var steps: [String] = []
    for _ in 0..<30 {
      let piece = Self.pieces.randomElement(using: &random)!
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        steps.append("type \(piece)")
        edit(replacing: 0, with: piece)
      case 2:
        steps.append("delete")
        edit(replacing: 1, with: "")
      case 3:
        let code = String((0..<screen.length).map { _ in "0123456789".randomElement(using: &random)! })
        steps.append("AutoFill \(code) twice")
        edit(replacing: 0, with: code)
        edit(replacing: 0, with: code)
      case 4, 5:
        steps.append("app sets \(piece)")
        screen.appSets(code: piece)
      case 6:
        steps.append("toggle enabled")
        screen.isEnabled.toggle()
        screen.invalidate()
      case 7:
        steps.append("render")
        screen.render()
      case 8:
        steps.append("main queue")
        screen.runDeferred()
        nextTurn?.run()
      default:
        steps.append("settle")
      }
      if Bool.random(using: &random) || steps.last == "settle" {
        screen.settle()
        nextTurn?.run()
        screen.settle()
        let trail = "seed \(seed): " + steps.joined(separator: ", ")
        #expect(screen.code == screen.control.code, "\(trail)")
        #expect(
          screen.validity
            == PinCodeValidity(screen.control),
          "\(trail)")
      }
    }
  }
}
