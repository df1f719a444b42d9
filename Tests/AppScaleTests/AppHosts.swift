import QuickControl

// The hosts of an app at scale: 10 forms, 4 custom controls with 2 subclasses each, a generic form
// over 36 screens and a generic control over 6 styles, 64 classes in all, each declaring 8 states
// of its own (a subclass 8 more than its superclass's). Written by hand, compactly: the generic
// classes make most of the classes.

/// A host of the app: its declared states, each on while it is in `on`.
@MainActor
protocol AppHost: ControlStateHost {
  /// The class's states with their names, its superclass's first.
  static var states: [(name: String, state: HostState)] { get }
  /// The states that are on.
  var on: Set<HostState> { get set }
}

extension ControlStateHost {
  /// Declares a state per word of `names`, as a form declares its states one by one.
  nonisolated static func declareStates(_ names: String) -> [(name: String, state: HostState)] {
    names.split(separator: " ").map { (String($0), declareState(String($0))) }
  }
}

extension AppHost {
  /// Registers the class's states: each on while it is in `on`.
  func registerStates() {
    for (_, state) in type(of: self).states { register(state) { $0.on.contains(state) } }
  }
}

// MARK: - Forms: plain objects, no UIKit

final class SignInForm: AppHost {
  static let states = declareStates("email password remember signingIn failed locked offline signedIn")
  let stateEngine = StateEngine()
  var on: Set<HostState> = []
  init() { registerStates() }
}

final class SignUpForm: AppHost {
  static let states = declareStates("name email password terms weak taken submitting done")
  let stateEngine = StateEngine()
  var on: Set<HostState> = []
  init() { registerStates() }
}

/// A checkout form, with a phase by case (`rules(by:_:)`) besides its 8 states.
final class CheckoutForm: AppHost {
  enum Payment: CaseIterable { case idle, processing, declined }
  static let states = declareStates("card expiry cvv holder save paying declined offline")
  let stateEngine = StateEngine()
  var on: Set<HostState> = []
  var payment = Payment.idle
  init() { registerStates() }
}

final class AddressForm: AppHost {
  static let states = declareStates("street city postcode country lookingUp unknown saved dirty")
  let stateEngine = StateEngine()
  var on: Set<HostState> = []
  init() { registerStates() }
}

final class PasswordForm: AppHost {
  static let states = declareStates("current new repeat weak strong mismatch changing changed")
  let stateEngine = StateEngine()
  var on: Set<HostState> = []
  init() { registerStates() }
}

final class ProfileForm: AppHost {
  static let states = declareStates("photo nickname bio public uploading tooLong saving saved")
  let stateEngine = StateEngine()
  var on: Set<HostState> = []
  init() { registerStates() }
}

final class SearchForm: AppHost {
  static let states = declareStates("query filters sorting searching empty results failed recent")
  let stateEngine = StateEngine()
  var on: Set<HostState> = []
  init() { registerStates() }
}

final class SettingsForm: AppHost {
  static let states = declareStates("notifications sounds darkMode syncing synced conflict reset dirty")
  let stateEngine = StateEngine()
  var on: Set<HostState> = []
  init() { registerStates() }
}

final class OneTimeCodeForm: AppHost {
  static let states = declareStates("code resend waiting verifying wrong expired blocked verified")
  let stateEngine = StateEngine()
  var on: Set<HostState> = []
  init() { registerStates() }
}

final class FeedbackForm: AppHost {
  static let states = declareStates("rating comment contact anonymous tooShort sending sent failed")
  let stateEngine = StateEngine()
  var on: Set<HostState> = []
  init() { registerStates() }
}

// MARK: - Custom controls and their subclasses

/// A control whose states are static constants, one per line.
class ToggleCard: QUIckControl, AppHost {
  nonisolated static let expanded = declareState("expanded")
  nonisolated static let pinned = declareState("pinned")
  nonisolated static let recommended = declareState("recommended")
  nonisolated static let discounted = declareState("discounted")
  nonisolated static let soldOut = declareState("soldOut")
  nonisolated static let loading = declareState("loading")
  nonisolated static let compared = declareState("compared")
  nonisolated static let chosen = declareState("chosen")
  class var states: [(name: String, state: HostState)] {
    [
      ("expanded", expanded), ("pinned", pinned), ("recommended", recommended), ("discounted", discounted),
      ("soldOut", soldOut), ("loading", loading), ("compared", compared), ("chosen", chosen),
    ]
  }
  var on: Set<HostState> = []
  override func setUp() { registerStates() }
}

final class PlanCard: ToggleCard {
  nonisolated static let own = declareStates("monthly yearly trial family student business popular current")
  override class var states: [(name: String, state: HostState)] { super.states + own }
}

final class AddOnCard: ToggleCard {
  nonisolated static let own = declareStates("storage support backup insurance gift express added removed")
  override class var states: [(name: String, state: HostState)] { super.states + own }
}

class RatingControl: QUIckControl, AppHost {
  nonisolated static let zero = declareState("zero")
  nonisolated static let one = declareState("one")
  nonisolated static let two = declareState("two")
  nonisolated static let three = declareState("three")
  nonisolated static let four = declareState("four")
  nonisolated static let five = declareState("five")
  nonisolated static let hovering = declareState("hovering")
  nonisolated static let locked = declareState("locked")
  class var states: [(name: String, state: HostState)] {
    [
      ("zero", zero), ("one", one), ("two", two), ("three", three), ("four", four), ("five", five),
      ("hovering", hovering), ("locked", locked),
    ]
  }
  var on: Set<HostState> = []
  override func setUp() { registerStates() }
}

final class StarRating: RatingControl {
  nonisolated static let own = declareStates("halfStar glowing dimmed compact large animated rated average")
  override class var states: [(name: String, state: HostState)] { super.states + own }
}

final class HeartRating: RatingControl {
  nonisolated static let own = declareStates("beating broken filled outlined pulsing liked shared saved")
  override class var states: [(name: String, state: HostState)] { super.states + own }
}

class StepperControl: QUIckControl, AppHost {
  nonisolated static let basic = declareStates(
    "atMinimum atMaximum incrementing decrementing wrapping continuous editingValue invalidValue")
  class var states: [(name: String, state: HostState)] { basic }
  var on: Set<HostState> = []
  override func setUp() { registerStates() }
}

final class QuantityStepper: StepperControl {
  nonisolated static let own = declareStates("one few many outOfStock limited reserved bulk free")
  override class var states: [(name: String, state: HostState)] { super.states + own }
}

final class TimeStepper: StepperControl {
  nonisolated static let own = declareStates("hours minutes seconds morning evening night past future")
  override class var states: [(name: String, state: HostState)] { super.states + own }
}

class ChipControl: QUIckControl, AppHost {
  nonisolated static let basic = declareStates("on removable dragging dropTarget counted muted warning error")
  class var states: [(name: String, state: HostState)] { basic }
  var on: Set<HostState> = []
  override func setUp() { registerStates() }
}

final class FilterChip: ChipControl {
  nonisolated static let own = declareStates("price colour size brand rating distance open sale")
  override class var states: [(name: String, state: HostState)] { super.states + own }
}

final class ActionChip: ChipControl {
  nonisolated static let own = declareStates("call share copy directions book order pay undo")
  override class var states: [(name: String, state: HostState)] { super.states + own }
}

// MARK: - Generic classes: each specialisation a class of its own

/// A tag type that names a screen or a style.
protocol Tag {}
enum D0: Tag {}
enum D1: Tag {}
enum D2: Tag {}
enum D3: Tag {}
enum D4: Tag {}
enum D5: Tag {}
/// Two tags: 36 screens from 6 tags.
enum Pair<First: Tag, Second: Tag>: Tag {}

/// The six tags.
@MainActor let tags: [any Tag.Type] = [D0.self, D1.self, D2.self, D3.self, D4.self, D5.self]

/// A step of a wizard, one class per screen. A generic class has no stored statics: its states
/// are computed, and the same name declares the same state on every read.
final class WizardForm<Screen: Tag>: AppHost {
  static var details: HostState { declareState("details") }
  static var review: HostState { declareState("review") }
  static var back: HostState { declareState("back") }
  static var next: HostState { declareState("next") }
  static var skipped: HostState { declareState("skipped") }
  static var invalid: HostState { declareState("invalid") }
  static var saving: HostState { declareState("saving") }
  static var finished: HostState { declareState("finished") }
  static var states: [(name: String, state: HostState)] {
    [
      ("details", details), ("review", review), ("back", back), ("next", next), ("skipped", skipped),
      ("invalid", invalid), ("saving", saving), ("finished", finished),
    ]
  }
  let stateEngine = StateEngine()
  var on: Set<HostState> = []
  init() { registerStates() }
}

/// A badge control, one class per style.
final class BadgeControl<Style: Tag>: QUIckControl, AppHost {
  static var states: [(name: String, state: HostState)] {
    declareStates("new unread mentioned muted urgent hidden counting overflowing")
  }
  var on: Set<HostState> = []
  override func setUp() { registerStates() }
}

// MARK: - The app

/// A wizard form for the screen of two tags.
@MainActor
func wizard<First: Tag, Second: Tag>(_: First.Type, _: Second.Type) -> any AppHost {
  WizardForm<Pair<First, Second>>()
}

/// A badge of the style `tag`.
@MainActor
func badge<Style: Tag>(_: Style.Type) -> any AppHost { BadgeControl<Style>(frame: .zero) }

/// One host of each of the app's 64 classes.
@MainActor
func appHosts() -> [any AppHost] {
  let forms: [any AppHost] = [
    SignInForm(), SignUpForm(), CheckoutForm(), AddressForm(), PasswordForm(), ProfileForm(), SearchForm(),
    SettingsForm(), OneTimeCodeForm(), FeedbackForm(),
  ]
  let controls: [any AppHost] = [
    ToggleCard(), PlanCard(), AddOnCard(), RatingControl(), StarRating(), HeartRating(), StepperControl(),
    QuantityStepper(), TimeStepper(), ChipControl(), FilterChip(), ActionChip(),
  ]
  let wizards = tags.flatMap { first in tags.map { second in wizard(first, second) } }
  return forms + controls + wizards + tags.map { badge($0) }
}
