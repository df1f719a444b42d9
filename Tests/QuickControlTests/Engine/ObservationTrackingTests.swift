import Foundation
import Observation
import Testing

@testable import QuickControl

/// An app's model: observable state a control's registered states read.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable @MainActor
final class Account {
  var isLocked = false
  var isPremium = false
  var usesPremium = false
}

/// A control whose registered states read an `@Observable` model it references, and one plain property.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class AccountControl: QUIckControl {
  static let locked = ControlState(rawValue: 1 << 16)
  static let premium = ControlState(rawValue: 1 << 17)
  static let filled = ControlState(rawValue: 1 << 18)

  let account: Account
  /// How often the registered states were evaluated.
  var evaluations = 0
  /// A plain property: only a manual apply brings its changes.
  var isFilled = false
  /// A plain property that picks which observable property the premium registered state reads.
  var readsUsesPremium = false

  init(account: Account) {
    self.account = account
    super.init(frame: .zero)
    register(Self.locked) { control in
      control.evaluations += 1
      return control.account.isLocked
    }
    register(Self.premium) {
      $0.readsUsesPremium ? $0.account.usesPremium : $0.account.isPremium
    }
    register(Self.filled, while: \.isFilled)
  }

  required init?(coder: NSCoder) { nil }
}

/// A control that is itself observable: its registered state reads its own tracked property.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable @MainActor
final class SelfObservingControl: QUIckControl {
  static let on = ControlState(rawValue: 1 << 16)
  var isOn = false

  override func setUp() {
    register(Self.on, while: \.isOn)
  }
}

/// A model changed from another thread (`Sendable` for the test only: a real one would be `@MainActor`).
///
/// Written out rather than `@Observable`, to keep its value behind a lock: no data race
/// for ThreadSanitizer. Observation still reports a change before storing it, as in the
/// macro's setter.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class Flag: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private let lock = NSLock()
  private var storage = false

  var isOn: Bool {
    get {
      registrar.access(self, keyPath: \.isOn)
      return lock.withLock { storage }
    }
    set {
      registrar.withMutation(of: self, keyPath: \.isOn) { lock.withLock { storage = newValue } }
    }
  }
}

/// A control whose registered state reads a ``Flag``.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class FlagControl: QUIckControl {
  let flag = Flag()
}

/// Lets the main-actor job enqueued by an observed change run: it was enqueued
/// before this task's continuation.
@MainActor
func endTurn() async {
  await Task.yield()
}

@MainActor
struct ObservationTrackingTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  func makeControl(_ account: Account, _ label: Label) -> AccountControl {
    let control = AccountControl(account: account)
    control.setValue("locked", for: \.text, of: label, when: .containing(AccountControl.locked))
    control.setValue("gold", for: \.color, of: label, when: .containing(AccountControl.premium))
    control.isObservationTrackingEnabled = true
    return control
  }

  /// A fresh account and label, styled by a tracking ``makeControl(_:_:)``.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  func makeControl() -> (Account, Label, AccountControl) {
    let account = Account()
    let label = Label()
    return (account, label, makeControl(account, label))
  }

  /// How many times `control` evaluates its state for `change` and the rest of the turn.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  func evaluations(of control: AccountControl, after change: () -> Void = {}) async -> Int {
    let before = control.evaluations
    change()
    await endTurn()
    return control.evaluations - before
  }

  /// What is left of a tracking control once it is gone, held weakly: nil where nothing keeps it alive.
  struct Remains {
    weak var control: AccountControl?
    weak var tracker: ObservationTracker?
    weak var signal: ObservationTracker.Signal?
  }

  /// A tracking ``makeControl(_:_:)`` on `account` and `label`, handed to `use` and gone once this returns.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  func remainsOfAControl(
    on account: Account, _ label: Label, after use: (AccountControl) -> Void = { _ in }
  ) -> Remains {
    let control = makeControl(account, label)
    use(control)
    let tracker = control.stateEngine.observationTracker
    return Remains(control: control, tracker: tracker, signal: tracker?.signal)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aChangeToTheModelIsAppliedAfterTheTurnWithoutACall() async {
    let (account, label, control) = makeControl()
    account.isLocked = true
    // Observation reports the change before storing it: nothing is applied inside the setter.
    #expect(label.text == "default")
    await endTurn()
    #expect(label.text == "locked")
    #expect(control.lastAppliedState.contains(AccountControl.locked))
    account.isLocked = false
    await endTurn()
    #expect(label.text == "default")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func anObservableHostTracksItsOwnProperties() async {
    let label = Label()
    let control = SelfObservingControl()
    control.setValue("on", for: \.text, of: label, when: .containing(SelfObservingControl.on))
    control.isObservationTrackingEnabled = true
    control.isOn = true
    await endTurn()
    #expect(label.text == "on")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func tenChangesInOneTurnGiveOneApply() async {
    let (account, label, control) = makeControl()
    var applied: [ControlState] = []
    control.subscribe(to: .containing(AccountControl.locked)) { applied.append($0.lastAppliedState) }
    let evaluationsBefore = control.evaluations
    let writesBefore = label.textWrites
    for _ in 0..<10 { account.isLocked.toggle() }
    account.isLocked = true
    await endTurn()
    #expect(control.evaluations == evaluationsBefore + 1)
    #expect(label.textWrites == writesBefore + 1)
    #expect(applied == [AccountControl.locked])
    await endTurn()
    #expect(control.evaluations == evaluationsBefore + 1, "nothing more to apply")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func eventsAndSubscriptionsAreThoseOfAManualApply() async {
    let account = Account()
    let label = Label()
    // The same change, once applied by tracking and once by hand, in two controls.
    let other = Account()
    let tracked = makeControl(account, label)
    let manual = AccountControl(account: other)
    var log: [String] = []
    for (name, control) in [("tracked", tracked), ("manual", manual)] {
      control.subscribe(to: .containing(AccountControl.locked)) { _ in log.append("\(name) locked") }
      control.subscribe(to: .notContaining(AccountControl.locked)) { _ in log.append("\(name) unlocked") }
    }
    account.isLocked = true
    other.isLocked = true
    manual.applyCurrentState()
    await endTurn()
    #expect(log == ["manual locked", "tracked locked"])
    #expect(tracked.lastAppliedState == manual.lastAppliedState)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aChangeMadeByASubscriberIsAppliedAfterThePass() async {
    let (account, label, control) = makeControl()
    control.subscribe(to: .containing(AccountControl.locked)) { [account] _ in account.isPremium = true }
    account.isLocked = true
    await endTurn()
    // Both in the apply of this turn: the subscriber's change was queued behind its pass.
    #expect(control.lastAppliedState == [AccountControl.locked, AccountControl.premium])
    #expect(label.text == "locked" && label.color == "gold")
    #expect(await evaluations(of: control) == 0, "the job the subscriber's change enqueued has nothing to do")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aChangeMadeByATargetsDidSetSettles() async {
    let (account, label, control) = makeControl()
    control.setValue("red", for: \.color, of: label, when: .containing(AccountControl.locked))
    label.onColorChange = { [account] color in if color == "red" { account.isPremium = true } }
    account.isLocked = true
    await endTurn()
    // locked wrote "red", whose didSet turned premium on: applied after that pass, in this turn.
    #expect(control.lastAppliedState == [AccountControl.locked, AccountControl.premium])
    // Both values match; "red" was set last, so it wins the tie.
    #expect(label.color == "red")
    #expect(await evaluations(of: control) == 0, "settled: nothing left to apply")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aSubscriberThatNeverSettlesIsStoppedAsALoop() async {
    let (account, _, control) = makeControl()
    var diagnostics: [EngineDiagnostic] = []
    control.stateEngine.diagnosticHandler = { diagnostics.append($0) }
    // Each apply undoes the change that caused it: only the pass limit stops it.
    control.subscribe(to: .containing(AccountControl.locked)) { [account] _ in account.isLocked = false }
    control.subscribe(to: .notContaining(AccountControl.locked)) { [account] _ in account.isLocked = true }
    account.isLocked = true
    await endTurn()
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.kind == .applyLoopDidNotSettle)
    #expect(diagnostics.first?.message.contains("did not settle after 32 passes") == true)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aChangeInsideATransitionWaitsForTheCommit() async {
    let (account, label, control) = makeControl()
    var events = 0
    control.subscribe(to: .valueChanged) { _ in events += 1 }
    control.beginTransition()
    account.isLocked = true
    control.sendActions(for: .valueChanged)
    await endTurn()
    #expect(label.text == "default")
    #expect(events == 0)
    control.commitTransition()
    #expect(label.text == "locked")
    #expect(events == 1)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aModelThatOutlivesItsControlTriggersNothing() async {
    let account = Account()
    let label = Label()
    let remains = remainsOfAControl(on: account, label) { #expect($0.stateEngine.observationTracker != nil) }
    #expect(remains.control == nil, "tracking must not keep the control alive")
    #expect(remains.tracker == nil)
    account.isLocked = true
    await endTurn()
    #expect(label.text == "default")
    #expect(label.textWrites == 0)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aControlReleasedBeforeItsScheduledApplyIsNotApplied() async {
    let account = Account()
    let label = Label()
    let remains = remainsOfAControl(on: account, label) { _ in account.isLocked = true }  // enqueues the job
    #expect(remains.control == nil, "the enqueued job must not keep the control alive")
    await endTurn()
    #expect(label.textWrites == 0, "no late apply")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func turningTrackingOffStopsIt() async {
    let (account, label, control) = makeControl()
    account.isLocked = true
    control.isObservationTrackingEnabled = false  // drops the change not applied yet
    #expect(!control.isObservationTrackingEnabled)
    await endTurn()
    #expect(label.text == "default")
    account.isLocked = false
    account.isLocked = true
    await endTurn()
    #expect(label.text == "default")
    control.applyCurrentState()
    #expect(label.text == "locked", "a manual apply still works")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func turningTrackingOffDropsAChangeFromAnotherThreadNotAppliedYet() async {
    // Before: the job enqueued by a change made off the main actor still applied it.
    let control = FlagControl(frame: .zero)
    let label = Label()
    control.register(AccountControl.locked) { $0.flag.isOn }
    control.setValue("locked", for: \.text, of: label, when: .containing(AccountControl.locked))
    control.isObservationTrackingEnabled = true
    // Changed on another thread while the main actor waits: its job is enqueued, not yet run.
    let (flag, changed) = (control.flag, DispatchSemaphore(value: 0))
    Thread {
      flag.isOn = true
      changed.signal()
    }
    .start()
    changed.wait()
    control.isObservationTrackingEnabled = false
    for _ in 0..<(ObservationTracker.settlingTurns + 2) { await endTurn() }
    #expect(label.text == "default")
    control.applyCurrentState()
    #expect(label.text == "locked", "a manual apply still works")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func turningTrackingOnAppliesTheCurrentState() {
    let account = Account()
    let label = Label()
    let control = AccountControl(account: account)
    control.setValue("locked", for: \.text, of: label, when: .containing(AccountControl.locked))
    account.isLocked = true
    #expect(label.text == "default")
    control.isObservationTrackingEnabled = true
    #expect(label.text == "locked")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aRegisteredStateReadingNothingObservableKeepsWorkingByManualApply() async {
    let (account, label, control) = makeControl()
    control.setValue(3.0, for: \.width, of: label, when: .containing(AccountControl.filled))
    control.isFilled = true
    await endTurn()
    #expect(label.width == 1, "a plain property is not observed")
    control.applyCurrentState()
    #expect(label.width == 3)
    // Tracking still works after manual applies.
    account.isLocked = true
    await endTurn()
    #expect(label.text == "locked")
  }

  #if DEBUG  // The arm counters exist in debug builds only.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func manualAppliesWhileTrackingCancelTheTrackingTheyReplace() async throws {
      let (account, label, control) = makeControl()
      let signal = try #require(control.stateEngine.observationTracker?.signal)
      for index in 0..<100 {
        control.isFilled = index.isMultiple(of: 2)
        control.applyCurrentState()
      }
      let evaluations = control.evaluations
      #expect(signal.liveArms == 1, "one registration after 100 manual applies")
      // Each cancelled tracking reported once, when it was cancelled.
      let reportsBefore = signal.reports
      account.isLocked = true
      // Still registered in the model: the live tracking alone. Not 101, nor 2.
      #expect(signal.reports - reportsBefore == 1)
      #expect(signal.liveArms == 0, "the live one fired and left")
      await endTurn()
      #expect(control.evaluations == evaluations + 1, "one change, one apply")
      #expect(label.text == "locked")
    }
  #endif

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aModelThatOutlivesItsControlLetsGoOfItsTrackingAtItsNextChange() async {
    let account = Account()
    let label = Label()
    let remains = remainsOfAControl(on: account, label) { control in
      control.applyCurrentState()
      control.applyCurrentState()
    }
    // The control is gone; at most the one uncancellable tracking is left in the model.
    account.isPremium = true
    #expect(remains.signal == nil, "the model keeps nothing of the control after its next change")
    await endTurn()
    #expect(label.color == "black")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func theRegisteredStatesReadsAreTrackedAfreshAtEachEvaluation() async {
    let (account, label, control) = makeControl()
    // The premium registered state now reads usesPremium instead of isPremium.
    control.readsUsesPremium = true
    control.applyCurrentState()
    account.usesPremium = true
    await endTurn()
    #expect(label.color == "gold")
    account.isPremium = true
    account.usesPremium = false
    await endTurn()
    #expect(label.color == "black", "isPremium is no longer read")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aChangeFromAnotherThreadIsApplied() async throws {
    // Observation calls onChange on the thread that makes the change, before it stores it:
    // 200 controls, a flag toggled 200 times off the main actor, ending on true: none may stay
    // stale (a race once left 3 to 7 of them so).
    let controls = (0..<200).map { _ in FlagControl(frame: .zero) }
    let labels = controls.map { _ in Label() }
    for (control, label) in zip(controls, labels) {
      control.register(AccountControl.locked) { $0.flag.isOn }
      control.setValue("locked", for: \.text, of: label, when: .containing(AccountControl.locked))
      control.isObservationTrackingEnabled = true
    }
    await withTaskGroup(of: Void.self) { group in
      for flag in controls.map(\.flag) {
        group.addTask { for round in 0..<200 { flag.isOn = !round.isMultiple(of: 2) } }
      }
    }
    // No clock: the main actor runs the trackers' jobs until none is enqueued (each settles
    // within a few turns of its last change), then every label shows the final state.
    var turns = 0
    while controls.contains(where: { $0.stateEngine.observationTracker?.isScheduled == true }),
      turns < 1_000_000
    {
      await Task.yield()
      turns += 1
    }
    let stale = labels.filter { $0.text != "locked" }.count
    #expect(stale == 0, "\(stale) of 200 controls never showed the final state")
  }

  // MARK: - Registrations stay bounded

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aRegisteredStateWhoseReadsChangeLeavesNoRegistrationBehind() async throws {
    // The mixed-registered states pattern: the premium registered state reads isPremium or usesPremium,
    // chosen by a plain property. Each cycle: flip the choice and change the newly read
    // property (the job applies), flip back and apply by hand.
    let (account, _, control) = makeControl()
    for cycle in 0..<500 {
      control.readsUsesPremium = true
      control.applyCurrentState()
      account.usesPremium = cycle.isMultiple(of: 2)
      await endTurn()
      control.readsUsesPremium = false
      control.applyCurrentState()
    }
    #if DEBUG  // Arms are counted in debug builds only.
      let signal = try #require(control.stateEngine.observationTracker?.signal)
      #expect(signal.liveArms == 1, "one registration for the host, not one per cycle")
    #endif
    #expect(
      await evaluations(of: control, after: { account.isPremium.toggle() }) == 1,
      "one change, one apply: no stale handler fires")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func turningTrackingOffAndOnLeavesNoRegistrationBehind() async throws {
    let (account, label, control) = makeControl()
    var signals: [ObservationTracker.Signal] = []
    for _ in 0..<500 {
      signals.append(try #require(control.stateEngine.observationTracker?.signal))
      control.isObservationTrackingEnabled = false
      control.isObservationTrackingEnabled = true
    }
    let live = try #require(control.stateEngine.observationTracker?.signal)
    #if DEBUG  // Arms are counted in debug builds only.
      #expect(signals.allSatisfy { $0.liveArms == 0 }, "every stopped tracker's arm is cancelled")
      #expect(live.liveArms == 1)
    #else
      _ = (signals, live)
    #endif
    #expect(await evaluations(of: control, after: { account.isLocked = true }) == 1)
    #expect(label.text == "locked")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aTrackerThatGoesAwayCancelsItsRegistration() throws {
    let account = Account()
    let remains = remainsOfAControl(on: account, Label()) {
      #if DEBUG  // Arms are counted in debug builds only.
        #expect($0.stateEngine.observationTracker?.signal.liveArms == 1)
      #else
        #expect($0.stateEngine.observationTracker != nil)
      #endif
    }
    #expect(remains.signal == nil, "the model keeps nothing of the control once it is gone")
  }
}

#if DEBUG
  extension ObservationTracker.Signal where Value == ObservationTracker.State {
    var liveArms: Int { withLock { $0.liveArms } }
    var reports: Int { withLock { $0.reports } }
  }
#endif
