import Foundation
import PlaceholderTextView
import TestSupport
import Testing

/// Rotation on a manual clock: every test runs instantly and deterministically.
@MainActor
struct PlaceholderRotationTests {
  let clock = ManualClock()
  let host = FakeHost()
  let names = ["Running", "Walking", "Cycling"]

  func rotation(
    _ host: FakeHost, _ items: [String]? = nil, options: PlaceholderRotationOptions = .infinite,
    seed: UInt64 = 1
  ) -> PlaceholderRotation<FakeHost> {
    PlaceholderRotation(
      items ?? names, host: host, options: options, clock: clock,
      randomNumberGenerator: SeededGenerator(seed: seed))
  }

  func running(_ clock: ManualClock, sleepers: Int = 1) async -> Bool {
    await settle { clock.sleeperCount == sleepers }
  }

  /// A rotation of `names` on `host`, started with a one-second interval and waiting for its first tick.
  func runningRotation(
    options: PlaceholderRotationOptions = .infinite, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> PlaceholderRotation<FakeHost> {
    let rotation = rotation(host, options: options)
    rotation.start(interval: .seconds(1))
    #expect(await running(clock), sourceLocation: sourceLocation)
    return rotation
  }

  /// `rotation` is stopped for good: no timer is left, and ten seconds show nothing after the
  /// `shown` placeholders.
  func expectStopped(
    _ rotation: PlaceholderRotation<FakeHost>, shown: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    #expect(!rotation.isRunning, sourceLocation: sourceLocation)
    #expect(await running(clock, sleepers: 0), sourceLocation: sourceLocation)
    await clock.advance(by: .seconds(10))
    #expect(host.shown.count == shown, sourceLocation: sourceLocation)
  }

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func aNonPositiveIntervalStopsWithAMessage() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let rotation = PlaceholderRotation(["A", "B"], host: FakeHost())
          rotation.start(interval: .zero)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("the interval must be positive"))
    }
  #endif

  @Test func fireInitialShowsTheFirstAtOnceWithoutAnimation() async {
    let rotation = rotation(host)
    rotation.start(interval: .seconds(2))
    #expect(host.shown.map(\.placeholder) == ["Running"])
    #expect(host.shown.first?.animated == false)
    #expect(rotation.isRunning)
    #expect(await running(clock))
    rotation.stop()
  }

  @Test func eachIntervalShowsTheNextAnimatedAndInfiniteStartsOver() async {
    let rotation = rotation(host)
    rotation.start(interval: .seconds(2))
    #expect(await running(clock))
    await clock.advance(by: .seconds(1))
    #expect(host.shown.count == 1)
    for _ in 0..<4 { await clock.advance(by: .seconds(2)) }
    #expect(host.shown.map(\.placeholder) == ["Running", "Walking", "Cycling", "Running", "Walking"])
    #expect(host.shown.dropFirst().allSatisfy { $0.animated })
    #expect(rotation.currentIndex == 1)
    rotation.stop()
  }

  @Test func withoutFireInitialTheFirstComesAfterOneInterval() async {
    let rotation = rotation(host)
    rotation.start(interval: .seconds(2), fireInitial: false)
    #expect(host.shown.isEmpty)
    #expect(await running(clock))
    await clock.advance(by: .seconds(2))
    #expect(host.shown.map(\.placeholder) == ["Running"])
    rotation.stop()
  }

  @Test func finiteRotationStopsOnTheLast() async {
    let rotation = await runningRotation(options: [])
    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(1), orUntil: { !rotation.isRunning })
    #expect(host.last == "Cycling")
    await expectStopped(rotation, shown: 3)
  }

  @Test func noChangeWhileTheHostHasTextThenItResumes() async {
    let rotation = await runningRotation()
    host.hasText = true
    await clock.advance(by: .seconds(3))
    #expect(host.shown.map(\.placeholder) == ["Running"])
    #expect(rotation.isRunning)
    host.hasText = false
    await clock.advance(by: .seconds(1))
    #expect(host.shown.map(\.placeholder) == ["Running", "Walking"])
    rotation.stop()
  }

  @Test func stopEndsTheTimer() async {
    let rotation = await runningRotation()
    rotation.stop()
    await expectStopped(rotation, shown: 1)
  }

  @Test func restartDoesNotLeakASecondTimer() async {
    let rotation = await runningRotation()
    rotation.start(interval: .seconds(1))
    rotation.start(interval: .seconds(1))
    #expect(await running(clock))
    #expect(await !settle({ clock.sleeperCount > 1 }, timeout: .milliseconds(20)))
    let before = host.shown.count
    await clock.advance(by: .seconds(1))
    #expect(host.shown.count == before + 1)
    #expect(await running(clock))
    rotation.stop()
  }

  @Test func aTickAlreadyWokenWhenTheRotationRestartsChangesNothing() async {
    // The old timer's sleep has returned but its tick has not run yet when `start` is called
    // again: cancelling it is too late, so the tick itself must see that it is stale.
    let rotation = await runningRotation()
    #expect(clock.resumeWithoutWaiting(after: .seconds(1)))
    rotation.start(interval: .seconds(5), fireInitial: false)
    #expect(await running(clock))
    // A stale tick would show "Walking" at once and sleep again beside the new timer.
    let staleTickRan = await settle(
      { host.shown.count > 1 || clock.sleeperCount > 1 }, timeout: .milliseconds(200))
    #expect(!staleTickRan)
    #expect(host.shown.map(\.placeholder) == ["Running"])
    await clock.advance(by: .seconds(5))
    #expect(host.shown.map(\.placeholder) == ["Running", "Running"])
    rotation.stop()
  }

  @Test func restartStartsOverFromTheFirst() async {
    let rotation = await runningRotation()
    await clock.advance(by: .seconds(1))
    rotation.start(interval: .seconds(1))
    #expect(host.shown.map(\.placeholder) == ["Running", "Walking", "Running"])
    rotation.stop()
  }

  @Test func hostIsHeldWeaklyAndTheRotationEndsWithIt() async {
    var host: FakeHost? = FakeHost()
    weak let weakHost = host
    let rotation = rotation(host!)
    rotation.start(interval: .seconds(1))
    #expect(await running(clock))
    host = nil
    #expect(weakHost == nil)
    await clock.advance(by: .seconds(1), orUntil: { !rotation.isRunning })
    #expect(!rotation.isRunning)
    #expect(await running(clock, sleepers: 0))
  }

  @Test func droppingTheRotationCancelsItsTimer() async {
    var rotation: PlaceholderRotation<FakeHost>? = rotation(host)
    rotation?.start(interval: .seconds(1))
    #expect(await running(clock))
    rotation = nil
    #expect(await running(clock, sleepers: 0))
    await clock.advance(by: .seconds(3))
    #expect(host.shown.count == 1)
  }

  @Test func emptySequenceNeverRuns() {
    let rotation = rotation(host, [])
    rotation.start(interval: .seconds(1))
    #expect(!rotation.isRunning)
    #expect(host.shown.isEmpty)
  }

  @Test func anySequenceOfAnyPlaceholderType() async {
    let rotation = PlaceholderRotation(
      (1...3).lazy.map { "Step \($0)" }, host: host, clock: clock)
    rotation.start(interval: .milliseconds(500))
    #expect(await running(clock))
    await clock.advance(by: .milliseconds(500))
    #expect(host.shown.map(\.placeholder) == ["Step 1", "Step 2"])
    rotation.stop()
  }

  // MARK: - Shuffle

  @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
  func shuffleShowsEveryCycleAsAPermutationNeverRepeatingInARow(seed: UInt64) async throws {
    let items = ["A", "B", "C", "D"]
    let rotation = rotation(host, items, options: [.infinite, .shuffle], seed: seed)
    rotation.start(interval: .seconds(1))
    #expect(await running(clock))
    for _ in 0..<39 { await clock.advance(by: .seconds(1)) }
    let shown = host.shown.map(\.placeholder)
    try #require(shown.count == 40)
    for cycle in stride(from: 0, to: 40, by: 4) {
      #expect(Set(shown[cycle..<cycle + 4]) == Set(items))
    }
    for (previous, next) in zip(shown, shown.dropFirst()) {
      #expect(previous != next)
    }
    rotation.stop()
  }

  @Test func shuffleOrderIsReshuffledEveryCycle() async throws {
    let items = (0..<6).map(String.init)
    let rotation = rotation(host, items, options: [.infinite, .shuffle], seed: 7)
    rotation.start(interval: .seconds(1))
    #expect(await running(clock))
    for _ in 0..<29 { await clock.advance(by: .seconds(1)) }
    try #require(host.shown.count == 30)
    let cycles = stride(from: 0, to: 30, by: 6).map { Array(host.shown[$0..<$0 + 6].map(\.placeholder)) }
    #expect(Set(cycles).count > 1)
    rotation.stop()
  }

  @Test func shuffleIsReproducibleWithTheSameSeed() async {
    var runs: [[String]] = []
    for _ in 0..<2 {
      let host = FakeHost()
      let clock = ManualClock()
      let rotation = PlaceholderRotation(
        ["A", "B", "C", "D", "E"], host: host, options: [.infinite, .shuffle], clock: clock,
        randomNumberGenerator: SeededGenerator(seed: 99))
      rotation.start(interval: .seconds(1))
      #expect(await settle { clock.sleeperCount == 1 })
      for _ in 0..<9 { await clock.advance(by: .seconds(1)) }
      runs.append(host.shown.map(\.placeholder))
      rotation.stop()
    }
    #expect(runs[0] == runs[1])
  }

  @Test func shuffleOfTwoAlternates() async {
    let rotation = rotation(host, ["A", "B"], options: [.infinite, .shuffle], seed: 5)
    rotation.start(interval: .seconds(1))
    #expect(await running(clock))
    for _ in 0..<9 { await clock.advance(by: .seconds(1)) }
    let shown = host.shown.map(\.placeholder)
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 != $1 })
    rotation.stop()
  }

  // MARK: - PlaceholderTextView as host

  @Test func rotatesATextViewsPlaceholderAndPausesWhileItHasText() async {
    let view = PlaceholderTextView(frame: .zero)
    view.placeholderRotation = PlaceholderRotation(
      ["Running", .attributed(AttributedString("Walking")), "Cycling"], host: view, clock: clock)
    view.placeholderRotation?.start(interval: .seconds(2))
    #expect(view.placeholder == "Running")
    #expect(await running(clock))
    await clock.advance(by: .seconds(2))
    #expect(view.placeholder == "Walking")
    #expect(view.attributedPlaceholder?.string == "Walking")
    type("5 km", into: view)
    await clock.advance(by: .seconds(4))
    #expect(view.placeholder == "Walking")
    view.text = ""
    await clock.advance(by: .seconds(2))
    #expect(view.placeholder == "Cycling")
    #expect(view.isShowingPlaceholder)
  }

  @Test func replacingTheViewsRotationStopsTheOldOne() async {
    let view = PlaceholderTextView(frame: .zero)
    let first = PlaceholderRotation(["A", "B"] as [PlaceholderText], host: view, clock: clock)
    view.placeholderRotation = first
    first.start(interval: .seconds(1))
    #expect(await running(clock))
    view.placeholderRotation = PlaceholderRotation(["X"] as [PlaceholderText], host: view, clock: clock)
    #expect(!first.isRunning)
    #expect(await running(clock, sleepers: 0))
  }

  @Test func aViewKeepingItsRotationIsReleased() async {
    var view: PlaceholderTextView? = PlaceholderTextView(frame: .zero)
    weak let weakView = view
    view!.placeholderRotation = PlaceholderRotation(
      ["A", "B"] as [PlaceholderText], host: view!, clock: clock)
    weak let weakRotation = view!.placeholderRotation
    view!.placeholderRotation?.start(interval: .seconds(1))
    #expect(await running(clock))
    view = nil
    #expect(weakView == nil)
    #expect(weakRotation == nil)
    #expect(await running(clock, sleepers: 0))
  }
}
