import Foundation

/// Shows a sequence of placeholders one after another on a host, on a timer from an injectable clock.
///
/// "Running", "Walking", "Cycling": each `interval` the host shows the next
/// placeholder with an animation. The rotation
///
/// - holds its host weakly and ends when the host goes away, so the host may
///   keep the rotation (``PlaceholderTextView/placeholderRotation``);
/// - changes nothing while the host has text, and resumes where it was when
///   the text is cleared;
/// - runs one task at a time: ``start(interval:fireInitial:)`` on a running
///   rotation cancels the previous task first, ``stop()`` cancels it, and a
///   rotation that is deallocated cancels it too — so the caller keeps the
///   rotation (in a property, or in
///   ``PlaceholderTextView/placeholderRotation``): one held only by a local
///   variable stops at the end of its scope;
/// - sets the host's placeholder, replacing the one the app set; ``stop()``
///   leaves the last placeholder shown (set the one you want after it);
/// - takes its time from any `Clock` whose duration is `Duration`
///   (`ContinuousClock` by default), so tests drive it with a manual clock and
///   never sleep.
///
/// Options: ``PlaceholderRotationOptions/infinite`` starts over after the last placeholder
/// (otherwise the rotation stops on it); ``PlaceholderRotationOptions/shuffle`` shows each cycle
/// in a new random order, never the same position of the sequence twice in a row,
/// also across cycles (with at least two placeholders). Positions, not values:
/// a sequence that lists an equal placeholder twice may show it twice in a row.
///
/// ```swift
/// final class SearchController {
///   let textView = PlaceholderTextView(frame: .zero)
///   private var rotation: PlaceholderRotation<PlaceholderTextView>?
///
///   func showHints() {
///     rotation = PlaceholderRotation(
///       ["Running", "Walking", "Cycling"], host: textView, options: [.infinite, .shuffle])
///     rotation?.start(interval: .seconds(2))
///   }
///
///   func hideHints() {
///     rotation?.stop()
///     textView.placeholder = "Search"
///   }
/// }
/// ```
@MainActor
public final class PlaceholderRotation<Host: RotatingPlaceholderHost> {

  /// The placeholders, in the order given.
  package let placeholders: [Host.Placeholder]
  /// The options the rotation was created with.
  package let options: PlaceholderRotationOptions
  /// The host, held weakly (strongly when the rotation was created ``init(_:retaining:options:clock:randomNumberGenerator:)``).
  package private(set) weak var host: Host?
  /// The host the rotation keeps alive itself: a small host object that only the rotation holds.
  private var retainedHost: Host?
  /// Whether the rotation's timer runs.
  public private(set) var isRunning = false
  /// The position in `placeholders` of the placeholder shown last, or `nil` before the first.
  package private(set) var currentIndex: Int?
  /// How many placeholders the rotation has shown since it was created.
  package private(set) var changeCount = 0

  private let clock: any Clock<Duration>
  private var generator: AnyRandomNumberGenerator
  private var order: [Int] = []
  private var position = 0
  private var task: Task<Void, Never>?
  private var generation = 0

  /// Creates a stopped rotation of `placeholders` on `host`; keep it for as long as it should run.
  ///
  /// ```swift
  /// rotation = PlaceholderRotation(["Running", "Walking"], host: textView,
  ///                                options: .infinite, clock: ContinuousClock())
  /// ```
  ///
  /// - Parameters:
  ///   - placeholders: Any sequence; it is read once.
  ///   - host: The object whose placeholder changes; held weakly.
  ///   - options: ``PlaceholderRotationOptions/infinite`` and ``PlaceholderRotationOptions/shuffle``; `.infinite` by default.
  ///   - clock: The clock the timer sleeps on; `ContinuousClock` by default.
  ///   - randomNumberGenerator: The source of ``PlaceholderRotationOptions/shuffle``'s orders; seed one for reproducible orders.
  public init(
    _ placeholders: some Sequence<Host.Placeholder>, host: Host,
    options: PlaceholderRotationOptions = .infinite,
    clock: some Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator()
  ) {
    self.placeholders = Array(placeholders)
    self.host = host
    self.options = options
    self.clock = clock
    self.generator = AnyRandomNumberGenerator(randomNumberGenerator)
  }

  /// Creates a stopped rotation that keeps `host` alive: for a small host object that only the rotation holds.
  ///
  /// Such a host (`TextFieldPlaceholderHost` on UIKit) holds the view it
  /// changes weakly and reports ``RotatingPlaceholderHost/isPlaceholderHostAvailable``
  /// `false` once that view is gone; the rotation then ends and lets the host go.
  ///
  /// ```swift
  /// rotation = PlaceholderRotation(["Running", "Walking"], retaining: PromptHost(label))
  /// ```
  public convenience init(
    _ placeholders: some Sequence<Host.Placeholder>, retaining host: Host,
    options: PlaceholderRotationOptions = .infinite,
    clock: some Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator()
  ) {
    self.init(
      placeholders, host: host, options: options, clock: clock, randomNumberGenerator: randomNumberGenerator)
    retainedHost = host
  }

  deinit {
    task?.cancel()
  }

  /// Starts the timer; on a running rotation it first cancels the running timer and starts over.
  ///
  /// ```swift
  /// rotation.start(interval: .seconds(3), fireInitial: false)
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time between changes; must be positive.
  ///   - fireInitial: `true` to show the first placeholder now, without
  ///     animation; `false` to show it after the first interval.
  public func start(interval: Duration, fireInitial: Bool = true) {
    guard interval > .zero else {
      fatalError(
        "PlaceholderRotation: the interval must be positive (got \(interval)); pass one such as .seconds(2).")
    }
    stop()
    order = []
    position = 0
    guard !placeholders.isEmpty, let host, host.isPlaceholderHostAvailable else { return }
    isRunning = true
    if fireInitial && !advance(animated: false) { return }
    generation += 1
    let current = generation
    let clock = self.clock
    task = Task { [weak self] in
      await Self.run(clock: clock, interval: interval) { [weak self] in
        self?.tick(generation: current) ?? false
      }
    }
  }

  /// Stops the timer; the host keeps the placeholder it shows (the last rotated one).
  ///
  /// ```swift
  /// rotation.stop()
  /// ```
  public func stop() {
    isRunning = false
    generation += 1
    task?.cancel()
    task = nil
  }

  /// One timer tick; returns whether the timer goes on.
  private func tick(generation current: Int) -> Bool {
    guard current == generation, isRunning else { return false }
    return advance(animated: true)
  }

  /// Shows the next placeholder unless the host has text; returns whether the rotation goes on.
  private func advance(animated: Bool) -> Bool {
    guard let host, host.isPlaceholderHostAvailable else {
      stop()
      retainedHost = nil
      return false
    }
    if host.hasText { return true }
    guard let index = nextIndex() else {
      stop()
      return false
    }
    currentIndex = index
    changeCount += 1
    host.showRotatingPlaceholder(placeholders[index], animated: animated)
    if position >= order.count && !options.contains(.infinite) {
      stop()
      return false
    }
    return true
  }

  private func nextIndex() -> Int? {
    if position >= order.count {
      if !order.isEmpty && !options.contains(.infinite) { return nil }
      order = makeCycle()
      position = 0
    }
    defer { position += 1 }
    return order[position]
  }

  private func makeCycle() -> [Int] {
    var cycle = Array(placeholders.indices)
    guard options.contains(.shuffle), cycle.count > 1 else { return cycle }
    cycle.shuffle(using: &generator)
    if cycle[0] == currentIndex {
      cycle.swapAt(0, Int.random(in: 1..<cycle.count, using: &generator))
    }
    return cycle
  }

  private static func run<C: Clock>(
    clock: C, interval: Duration, tick: () -> Bool
  ) async where C.Duration == Duration {
    while !Task.isCancelled {
      do {
        try await clock.sleep(until: clock.now.advanced(by: interval), tolerance: nil)
      } catch {
        return
      }
      guard tick() else { return }
    }
  }
}

/// A type-erased random number generator, so a rotation stores any generator it is given.
struct AnyRandomNumberGenerator: RandomNumberGenerator {
  private var base: any RandomNumberGenerator

  init(_ base: some RandomNumberGenerator) {
    self.base = base
  }

  mutating func next() -> UInt64 {
    base.next()
  }
}

/// How a ``PlaceholderRotation`` goes through its placeholders.
///
/// ```swift
/// let options: PlaceholderRotationOptions = [.infinite, .shuffle]
/// ```
public struct PlaceholderRotationOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates options from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Start over after the last placeholder instead of stopping on it.
  public static let infinite = PlaceholderRotationOptions(rawValue: 1 << 0)
  /// Show each cycle in a new random order; never the same position of the sequence twice in a row.
  ///
  /// Positions, not values: list each placeholder once for "never the same placeholder twice in a row".
  public static let shuffle = PlaceholderRotationOptions(rawValue: 1 << 1)
}
