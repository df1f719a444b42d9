import Foundation
import QuickControl

/// Shows a sequence of placeholders one after another on a host, on a timer from an injectable clock.
///
/// The rotation holds its host weakly, changes nothing while the host has text, and runs one timer at a
/// time: ``start(interval:fireInitial:)`` restarts it, ``stop()`` leaves the last placeholder shown, and a
/// deallocated rotation stops, so keep it in a property (or ``PlaceholderTextView/placeholderRotation``).
/// Time comes from any `Clock<Duration>`, so tests drive it with a manual clock.
///
/// ``PlaceholderRotationOptions/infinite`` starts over after the last placeholder;
/// ``PlaceholderRotationOptions/shuffle`` shows each cycle in a new order, never the same position twice in a row.
///
/// ```swift
/// rotation = PlaceholderRotation(
///   ["Running", "Walking", "Cycling"], host: textView, options: [.infinite, .shuffle])
/// rotation?.start(interval: .seconds(2))
/// ```
@MainActor
public final class PlaceholderRotation<Host: RotatingPlaceholderHost> {
  package let placeholders: [Host.Placeholder]
  package let options: PlaceholderRotationOptions
  /// The host, held weakly (strongly when the rotation was created ``init(_:retaining:options:clock:randomNumberGenerator:)``).
  package private(set) weak var host: Host?
  private var retainedHost: Host?
  /// Whether the rotation's timer runs.
  public private(set) var isRunning = false
  /// The position in `placeholders` of the placeholder shown last, or `nil` before the first.
  package private(set) var currentIndex: Int?
  package private(set) var changeCount = 0

  private let clock: any Clock<Duration>
  private var generator: AnyRandomNumberGenerator
  private var order: [Int] = []
  private var position = 0
  private var task: Task<Void, Never>?
  private var generation = 0

  /// Creates a stopped rotation of `placeholders` on `host`; keep it for as long as it should run.
  ///
  /// `placeholders` is read once; `host` is held weakly; `clock` is what the timer sleeps on; seed
  /// `randomNumberGenerator` for reproducible ``PlaceholderRotationOptions/shuffle`` orders.
  /// For example, `rotation = PlaceholderRotation(["Running", "Walking"], host: textView)`.
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
  /// Such a host (`TextFieldPlaceholderHost` on UIKit) holds its view weakly and reports
  /// ``RotatingPlaceholderHost/isPlaceholderHostAvailable`` `false` once it is gone; the rotation then ends.
  /// For example, `rotation = PlaceholderRotation(["Running", "Walking"], retaining: PromptHost(label))`.
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
  /// For example, `rotation.start(interval: .seconds(3), fireInitial: false)`.
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
  /// rotation?.stop()  // when the user starts typing, for example
  /// ```
  public func stop() {
    isRunning = false
    generation += 1
    task?.cancel()
    task = nil
  }

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
/// For example, `let options: PlaceholderRotationOptions = [.infinite, .shuffle]`.
public struct PlaceholderRotationOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates options from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Start over after the last placeholder instead of stopping on it.
  public static let infinite = PlaceholderRotationOptions(rawValue: 1 << 0)
  /// Show each cycle in a new random order; never the same position of the sequence twice in a row.
  public static let shuffle = PlaceholderRotationOptions(rawValue: 1 << 1)
}
