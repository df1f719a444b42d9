import Testing

@testable import QuickControl

/// A delegate protocol, class-bound as UIKit's are.
@MainActor
protocol FieldDelegate: AnyObject {}

/// A text field's stand-in: a weak delegate, as UIKit's, and a strong colour-like property.
@MainActor
final class WeakDelegateField {
  weak var delegate: AnyObject?
  weak var typedDelegate: (any FieldDelegate)?
  var owner: AnyObject?
  var color: Label?
}

@MainActor
final class TypedDelegate: FieldDelegate {}

/// A screen that owns a control and a field, is the field's delegate, and styles it through the control.
@MainActor
final class DelegateScreen {
  let control = TestControl()
  let field = WeakDelegateField()

  init() {
    field.delegate = self
    // While filled, the field has no delegate; otherwise its default (this screen) comes back.
    control.setValue(nil as AnyObject?, for: \.delegate, of: field, when: .containing(TestControl.filled))
  }
}

/// A view with a `weak` owner of a class type, which the engine cannot tell from a strong one.
@MainActor
final class OwnedBadge {
  weak var owner: OwnerScreen?
}

@MainActor
final class PlainOwner {}

@MainActor
final class PlainBadge {
  weak var owner: PlainOwner?
}

/// A screen that owns a control and a badge, is the badge's weak owner, and styles it through the control.
@MainActor
final class OwnerScreen {
  let control = TestControl()
  let badge = OwnedBadge()

  init(declaringWeakOwner: Bool) {
    badge.owner = self
    if declaringWeakOwner { control.holdDefaultsWeakly(for: \OwnedBadge.owner) }
    control.setValue(nil as OwnerScreen?, for: \.owner, of: badge, when: .containing(TestControl.filled))
  }
}

@MainActor
@Suite("Defaults never extend a lifetime")
struct DefaultLifetimeTests {
  let control = TestControl()
  let field = WeakDelegateField()

  @Test func aWeakOwnerOfAClassTypeDeclaredWeakIsRestoredWhileItLivesAndThenDeallocated() {
    var screen: OwnerScreen? = OwnerScreen(declaringWeakOwner: true)
    weak let weakScreen = screen
    screen?.control.isFilled = true
    #expect(screen?.badge.owner == nil)
    screen?.control.isFilled = false
    #expect(screen?.badge.owner === screen, "restored while it lives")
    let badge = screen?.badge
    screen = nil
    #expect(weakScreen == nil, "the badge's default no longer keeps its owner alive")
    #expect(badge?.owner == nil)
  }

  @Test func declaringAfterTheFirstValueLetsGoOfTheExistingDefault() {
    let badge = PlainBadge()
    var owner: PlainOwner? = PlainOwner()
    badge.owner = owner
    control.setValue(nil as PlainOwner?, for: \.owner, of: badge, when: .containing(TestControl.filled))
    control.holdDefaultsWeakly(for: \PlainBadge.owner)
    weak let weakOwner = owner
    owner = nil
    #expect(weakOwner == nil, "the binding made before the declaration let go of it too")
    control.isFilled = true
    control.isFilled = false
    #expect(badge.owner == nil, "restored as nil, as the weak property shows")
  }

  @Test func aScreenThatIsTheWeakDelegateOfAFieldItStylesIsDeallocated() {
    var screen: DelegateScreen? = DelegateScreen()
    weak let weakScreen = screen
    screen?.control.isFilled = true
    #expect(screen?.field.delegate == nil)
    screen?.control.isFilled = false
    #expect(screen?.field.delegate === screen)
    screen = nil
    #expect(weakScreen == nil)
  }

  @Test func aDefaultObjectThatDiedIsRestoredAsNil() {
    var delegate: Label? = Label()
    field.owner = delegate
    control.setValue(nil as AnyObject?, for: \.owner, of: field, when: .containing(TestControl.filled))
    control.isFilled = true
    #expect(field.owner == nil)
    weak let weakDelegate = delegate
    delegate = nil
    // The engine does not keep the default alive once the property no longer holds it.
    #expect(weakDelegate == nil)
    control.isFilled = false
    #expect(field.owner == nil)
  }

  @Test func aDefaultObjectKeptAliveElsewhereIsRestored() {
    let owner = Label()
    field.owner = owner
    control.setValue(Label() as AnyObject?, for: \.owner, of: field, when: .containing(TestControl.filled))
    control.isFilled = true
    #expect(field.owner !== owner)
    control.isFilled = false
    #expect(field.owner === owner)
    #expect(control.stateTableDescription.contains("default: Optional(TestSupport.Label"))
  }

  @Test func aProtocolTypedWeakDelegateIsNotKeptAliveByItsDefault() {
    var delegate: TypedDelegate? = TypedDelegate()
    field.typedDelegate = delegate
    control.setValue(
      nil as (any FieldDelegate)?, for: \.typedDelegate, of: field, when: .containing(TestControl.filled))
    control.isFilled = true
    weak let weakDelegate = delegate
    delegate = nil
    #expect(weakDelegate == nil)
    control.isFilled = false
    #expect(field.typedDelegate == nil)
  }

  /// A strong property of a concrete class type (a colour, a font) is styling: its
  /// default must come back even if only the property held it.
  @Test func aConcreteClassDefaultHeldOnlyByItsPropertyIsRestored() {
    field.color = Label()
    weak let original = field.color
    control.setValue(Label() as Label?, for: \.color, of: field, when: .containing(TestControl.filled))
    control.isFilled = true
    #expect(field.color !== original)
    #expect(original != nil, "the engine keeps the default colour for when the state ends")
    control.isFilled = false
    #expect(field.color === original)
    #expect(field.color != nil)
  }
}
