import QuickControl
import Testing

@testable import PinCodeControl

/// Holds the work a control schedules for "after the edit", so a test decides when that is.
@MainActor
final class ManualScheduler {
  private var queued: [@MainActor () -> Void] = []

  init(_ pin: PinCodeControl) {
    pin.delivery.scheduler = { [unowned self] work in self.queued.append(work) }
  }

  var hasWork: Bool { !queued.isEmpty }

  /// Runs what was scheduled, as the main actor's next turn would.
  func runNextTurn() {
    let work = queued
    queued.removeAll()
    for item in work { item() }
  }
}

/// Edits UIKit's text field delegate is asked about change the code at once and send
/// their events, feedback and announcement after the delegate returned to UIKit.
@MainActor
@Suite("Delivery: events of a text-field edit are sent after the edit")
struct DeliveryTests {
  let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)

  @Test func theCodeAndStateChangeAtOnceTheEventsWaitForTheNextTurn() {
    let turn = ManualScheduler(pin)
    let watcher = Widget()
    pin.setValue("green", for: \.color, of: watcher, when: .containing(PinCodeControl.valid, priority: 300))
    pin.code = "135"
    let log = EventLog(pin)
    pin.systemDidProposeEdit(replacing: 0, with: "7")
    #expect(pin.code == "1357")
    #expect(pin.state.contains(PinCodeControl.valid))
    #expect(watcher.color == "green", "targets follow the state during the edit")
    #expect(log.names.isEmpty, "no handler runs inside UIKit's edit")
    turn.runNextTurn()
    #expect(log.names == ["valueChanged", "codeCompleted"])
  }

  @Test func eventsOfSeveralEditsKeepTheirOrderAndAreSentOnceEach() {
    let otp = PinCodeControl(length: 4, purpose: .oneTimeCode)
    otp.validator = { _ in true }
    let turn = ManualScheduler(otp)
    let log = EventLog(otp)
    // Two edits before the main actor's next turn: a keystroke, then AutoFill.
    otp.systemDidProposeEdit(replacing: 0, with: "1")
    otp.systemDidProposeEdit(replacing: 1, with: "4829")
    otp.systemDidProposeEdit(replacing: 4, with: "4829")  // AutoFill again: no change
    #expect(log.names.isEmpty)
    turn.runNextTurn()
    #expect(log.names == ["valueChanged", "valueChanged", "codeCompleted"])
    turn.runNextTurn()
    #expect(log.names.count == 3, "nothing is sent twice")
  }

  // Announcements are recorded by the headless base only.
  #if !QUICKCONTROL_UIKIT
    @Test func theInvalidEntryFeedbackFollowsTheEvents() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.purpose = .newPIN
      let turn = ManualScheduler(pin)
      var announcementsSeenByHandlers: [Int] = []
      pin.subscribe(to: PinCodeControl.codeCompleted) {
        announcementsSeenByHandlers.append($0.accessibilityAnnouncements.count)
      }
      pin.systemDidProposeEdit(replacing: 0, with: "1111")
      #expect(pin.invalidEntryCount == 1, "counted with the edit")
      #expect(pin.accessibilityAnnouncements.isEmpty, "spoken after the edit")
      turn.runNextTurn()
      #expect(announcementsSeenByHandlers == [0], "the events go first")
      #expect(pin.accessibilityAnnouncements == ["Invalid code"])
    }

    @Test func aHandlerThatClearsAfterTheEditSeesTheCompleteCode() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.purpose = .newPIN
      let turn = ManualScheduler(pin)
      var seen: [String] = []
      pin.subscribe(to: PinCodeControl.codeCompleted) { pin in
        seen.append(pin.code)
        pin.clear()  // "try again"
      }
      pin.code = "111"
      pin.systemDidProposeEdit(replacing: 0, with: "1")
      #expect(pin.code == "1111", "the edit is not undone inside UIKit's callback")
      turn.runNextTurn()
      #expect(seen == ["1111"])
      #expect(pin.code.isEmpty)
      #expect(pin.accessibilityAnnouncements == ["Invalid code"], "clearing does not silence the entry")
    }
  #endif

  @Test func aCodeSetInCodeSendsTheHeldBackEventsFirst() {
    let turn = ManualScheduler(pin)
    var codes: [String] = []
    pin.subscribe(to: .valueChanged) { codes.append($0.code) }
    pin.systemDidProposeEdit(replacing: 0, with: "1")
    pin.code = "98"
    #expect(codes == ["98", "98"], "the held-back event went first, then the new one")
    turn.runNextTurn()
    #expect(codes.count == 2, "and is not sent again")
  }

  @Test func focusEventsDoNotOvertakeHeldBackEvents() {
    let turn = ManualScheduler(pin)
    pin.didBeginEditing()  // as the platform reports focus
    let log = EventLog(pin)
    pin.systemDidProposeEdit(replacing: 0, with: "5")
    pin.didEndEditing()
    #expect(log.names == ["valueChanged", "editingDidEnd"])
    turn.runNextTurn()
    #expect(log.names == ["valueChanged", "editingDidEnd"])
  }

  @Test func directCallsStillSendAtOnce() {
    let turn = ManualScheduler(pin)
    let log = EventLog(pin)
    pin.insertText("1")
    pin.acceptInputFieldEdit(replacing: 0, with: "2")
    #expect(log.names == ["valueChanged", "valueChanged"])
    #expect(!turn.hasWork)
  }

  // On UIKit an autorelease pool may keep the control until the turn ends.
  #if !QUICKCONTROL_UIKIT
    @Test func aControlGoneBeforeTheNextTurnSendsNothing() {
      var scheduled: [@MainActor () -> Void] = []
      var sent = 0
      do {
        let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
        pin.delivery.scheduler = { scheduled.append($0) }
        pin.subscribe(to: .valueChanged) { _ in sent += 1 }
        pin.systemDidProposeEdit(replacing: 0, with: "1")
      }
      for work in scheduled { work() }
      #expect(scheduled.count == 1)
      #expect(sent == 0, "no crash, nothing sent for a released control")
    }
  #endif

  @Test func byDefaultTheEventsArriveOnTheMainActorsNextTurn() async {
    let log = EventLog(pin)
    pin.systemDidProposeEdit(replacing: 0, with: "4")
    #expect(log.names.isEmpty)
    for _ in 0..<1000 where log.names.isEmpty { await Task.yield() }
    #expect(log.names == ["valueChanged"])
  }
}
