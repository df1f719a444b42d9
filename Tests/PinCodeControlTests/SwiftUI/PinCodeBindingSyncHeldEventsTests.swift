import Testing

@testable import PinCodeControl

/// The main actor's next turn, simulated: the control's held-back events wait here.
@MainActor
final class NextTurn {
  private var work: [@MainActor () -> Void] = []

  /// Makes `control` hold back its events until ``run()``, as UIKit's delegate path does.
  init(for control: PinCodeControl) {
    control.delivery.scheduler = { [unowned self] in self.work.append($0) }
  }

  /// The turn comes: the control sends what it held back (if anything is left).
  func run() {
    let due = work
    work = []
    for item in due { item() }
  }
}

@MainActor
@Suite("PinCodeField logic: a view update arriving while the control holds back an edit's events")
struct PinCodeBindingSyncHeldEventsTests {
  /// A screen whose field took `typed` in one keystroke, its events delivered and its counts reset;
  /// the control holds back the events of what comes next until `nextTurn.run()`.
  func screenAfterTyping(_ typed: String) -> (screen: PinFieldHarness, nextTurn: NextTurn) {
    let screen = PinFieldHarness()
    let nextTurn = NextTurn(for: screen.control)
    screen.control.systemDidProposeEdit(replacing: 0, with: typed)
    nextTurn.run()
    screen.settle()
    screen.resetCounts()
    return (screen, nextTurn)
  }

  @Test func aRenderBetweenTheCompletingKeystrokeAndItsEventsStillReportsTheCompletion() {
    let screen = PinFieldHarness()
    let nextTurn = NextTurn(for: screen.control)
    var completedWithBinding: [(code: String, binding: String)] = []
    screen.sync.onComplete = { [unowned screen] in completedWithBinding.append(($0, screen.code)) }
    screen.control.systemDidProposeEdit(replacing: 0, with: "123")
    nextTurn.run()
    screen.settle()
    screen.resetCounts()

    screen.control.systemDidProposeEdit(replacing: 0, with: "4")
    #expect(completedWithBinding.isEmpty, "held back until the edit is over")
    // SwiftUI re-renders for some other reason before the main actor's next turn.
    screen.invalidate()
    screen.render()
    #expect(completedWithBinding.isEmpty, "nothing is reported during a view update")
    screen.settle()
    nextTurn.run()
    screen.settle()

    #expect(completedWithBinding.map(\.code) == ["1234"], "the user completed the code: reported once")
    #expect(completedWithBinding.first?.binding == "1234", "the binding is written before the completion")
    #expect(screen.code == "1234")
    #expect(screen.codeWrites == ["1234"])
  }

  @Test func anAppWriteRenderedWhileAKeystrokeIsHeldBackKeepsTheKeystroke() {
    let (screen, nextTurn) = screenAfterTyping("12")
    screen.control.systemDidProposeEdit(replacing: 0, with: "3")
    // The app writes its model in the same turn; SwiftUI's update reaches the control first.
    screen.appSets(code: "98")
    screen.settle()
    nextTurn.run()
    screen.settle()

    #expect(screen.control.code == "983", "the app's code applies first, then the user's keystroke")
    #expect(screen.code == "983")
    #expect(screen.codeWrites == ["983"])
    #expect(screen.completions.isEmpty)
  }

  @Test func heldEventsOfAnEditThatChangesNothingTheBindingShowsWriteNothing() {
    let (screen, nextTurn) = screenAfterTyping("1234")
    // AutoFill delivers the same code again: refused, nothing to report.
    screen.control.systemDidProposeEdit(replacing: 4, with: "1234")
    screen.invalidate()
    screen.settle()
    nextTurn.run()
    screen.settle()

    #expect(screen.control.code == "1234")
    #expect(screen.codeWrites.isEmpty)
    #expect(screen.completions.isEmpty, "completed once, before")
  }
}
