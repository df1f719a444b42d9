import PinCodeControl
import PlaceholderTextView
import QuickControl
import TestSupport
import Testing

/// The name of a host's class, as messages and state tables print it.
@MainActor
func className(of host: some ControlStateHost) -> String { "\(type(of: host))" }

/// The states of an app's hosts: 64 classes of 8 states each (a subclass 8 more), with a
/// `PinCodeControl` and a `PlaceholderTextView` beside them.
@MainActor
struct AppScaleTests {
  @Test func theAppHasSixtyFourClassesOfEightStatesEachBesideTheLibrarysControls() {
    let hosts = appHosts()
    #expect(Set(hosts.map { ObjectIdentifier(type(of: $0)) }).count == 64)
    for host in hosts {
      let states = type(of: host).states
      #expect(states.count >= 8)
      #expect(Set(states.map(\.state)).count == states.count, "\(className(of: host))'s states are distinct")
    }
    _ = (PinCodeControl(frame: .zero), PlaceholderTextView(frame: .zero))
  }

  @Test func everyHostAppliesEachOfItsOwnStates() {
    for host in appHosts() { checkAppliesItsStates(host) }
  }

  private func checkAppliesItsStates<Host: AppHost>(_ host: Host) {
    let label = Label()
    for (index, entry) in Host.states.enumerated() {
      host.setValue("\(index)", for: \.text, of: label, when: .containing(entry.state))
    }
    for (index, entry) in Host.states.enumerated() {
      host.on = [entry.state]
      host.applyCurrentState()
      #expect(label.text == "\(index)", "\(Host.self).\(entry.name)")
      #expect(host.state == ControlState(entry.state), "\(Host.self).\(entry.name) alone is on")
    }
    host.on = []
    host.applyCurrentState()
    #expect(label.text == "default")
  }

  @Test func statesOfUnrelatedClassesShareBitsWhileEachHierarchyKeepsItsOwn() {
    let hosts = appHosts()
    let states = hosts.flatMap { type(of: $0).states.map(\.state) }
    // 528 states in at most 30 bits: unrelated classes reuse them.
    #expect(states.count == 64 * 8 + 8 * 8)
    #expect(Set(states.map(\.rawValue)).count <= 30)
    #expect(SignInForm.states[0].state.rawValue == CheckoutForm.states[0].state.rawValue)
    #expect(WizardForm<Pair<D0, D1>>.details.rawValue == WizardForm<Pair<D0, D2>>.details.rawValue)
    // A subclass's states take bits its superclass's do not; siblings never meet in one host, so
    // they may reuse each other's (a state still names its class: see the exit tests).
    for subclass in [StarRating.states, HeartRating.states, PlanCard.states, QuantityStepper.states] {
      #expect(Set(subclass.map(\.state.rawValue)).count == 16)
    }
    // No app state takes a library state's bit: filled, invalid, valid, verifying; empty, editing,
    // nearLengthLimit.
    let library = [
      PinCodeControl.filled, PinCodeControl.invalid, PinCodeControl.valid, PinCodeControl.verifying,
      PlaceholderTextView.empty, PlaceholderTextView.editing, PlaceholderTextView.nearLengthLimit,
    ]
    let libraryBits = library.reduce(0 as UInt) { $0 | $1.rawValue }
    #expect(states.allSatisfy { $0.rawValue & libraryBits == 0 })
  }

  @Test func aSuperclassStateWorksOnASubclassHost() {
    let card = PlanCard()
    let label = Label()
    card.setValue("expanded", for: \.text, of: label, when: .containing(ToggleCard.expanded))
    card.setValue("yearly", for: \.text, of: label, when: .containing(PlanCard.own[1].state))
    card.subscribe(to: .containing(ToggleCard.pinned)) { $0.on.insert(PlanCard.own[1].state) }
    card.on = [ToggleCard.expanded]
    card.applyCurrentState()
    #expect(label.text == "expanded")
    card.on = [ToggleCard.pinned]
    card.applyCurrentState()
    card.applyCurrentState()
    #expect(label.text == "yearly")
  }

  @Test func everyHostsStateTableNamesEachOfItsStates() {
    for host in appHosts() { checkStateTable(host) }
  }

  private func checkStateTable<Host: AppHost>(_ host: Host) {
    let table = host.stateTableDescription
    for (name, state) in Host.states {
      #expect(table.contains("\n  \(name) ← a predicate"), "\(Host.self).\(name)")
      host.on = [state]
      host.applyCurrentState()
      #expect(host.stateTableDescription.hasPrefix("\(Host.self) — applied [\(name)], current [\(name)]"))
    }
  }

  @Test func theLibrarysControlsNameTheirStatesInAnAppOfManyClasses() {
    _ = appHosts().map { type(of: $0).states }
    let pin = PinCodeControl(frame: .zero)
    let view = PlaceholderTextView(frame: .zero)
    let label = Label()
    pin.setValue("invalid", for: \.text, of: label, when: .containing(PinCodeControl.invalid))
    pin.setValue("verifying", for: \.text, of: label, when: .containing(PinCodeControl.verifying))
    let viewLabel = Label()
    view.setValue("near", for: \.text, of: viewLabel, when: .containing(PlaceholderTextView.nearLengthLimit))
    view.setValue("editing", for: \.color, of: viewLabel, when: .containing(PlaceholderTextView.editing))
    let pinTable = pin.stateTableDescription, viewTable = view.stateTableDescription
    for name in ["filled", "invalid", "valid", "verifying"] { #expect(pinTable.contains(name)) }
    for name in ["empty", "editing", "nearLengthLimit"] { #expect(viewTable.contains(name)) }
  }

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func aFormsStateOnAnotherFormAtTheSameBitStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let card = CheckoutForm.states[0].state
          precondition(card.rawValue == SignInForm.states[0].state.rawValue, "both forms' first bit")
          SignInForm().setValue("?", for: \.text, of: Label(), when: .containing(card))
        }
      }
      #expect(
        stderr(result).contains("CheckoutForm.card is a state of CheckoutForm, and a SignInForm never has it")
      )
    }

    @Test func aSubclassStateOnItsSiblingStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          HeartRating().setValue("?", for: \.text, of: Label(), when: .containing(StarRating.own[0].state))
        }
      }
      #expect(
        stderr(result).contains(
          "StarRating.halfStar is a state of StarRating, and a HeartRating never has it"))
    }

    @Test func aStateOfOneSpecialisationOnAnotherStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let review = WizardForm<Pair<D0, D1>>.review
          precondition(review.rawValue == WizardForm<Pair<D0, D2>>.review.rawValue, "the same bit")
          WizardForm<Pair<D0, D2>>().setValue("?", for: \.text, of: Label(), when: .containing(review))
        }
      }
      #expect(
        stderr(result).contains(
          "WizardForm<Pair<D0, D1>>.review is a state of WizardForm<Pair<D0, D1>>, and a WizardForm<Pair<D0, D2>> never has it"
        ))
    }

    @Test func anAppStateOnAPinCodeControlStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          PinCodeControl(frame: .zero).setValue(
            0.5, for: \.alpha, when: .containing(CheckoutForm.states[5].state))
        }
      }
      #expect(
        stderr(result).contains(
          "CheckoutForm.paying is a state of CheckoutForm, and a PinCodeControl never has it"))
    }

    @Test func anAppStateOnAPlaceholderTextViewStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          PlaceholderTextView(frame: .zero).setValue(
            "?", for: \.text, of: Label(), when: .containing(ToggleCard.loading))
        }
      }
      #expect(
        stderr(result).contains(
          "ToggleCard.loading is a state of ToggleCard, and a PlaceholderTextView never has it"))
    }

    @Test func aTextViewsEditingOnAPinCodeControlStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          PinCodeControl(frame: .zero).setValue(
            0.5, for: \.alpha, when: .containing(PlaceholderTextView.editing))
        }
      }
      #expect(
        stderr(result).contains(
          "PlaceholderTextView.editing is a state of PlaceholderTextView, and a PinCodeControl never has it"))
    }

    @Test func aPinCodeControlsInvalidOnATextViewStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          PlaceholderTextView(frame: .zero).setValue(
            "?", for: \.text, of: Label(), when: .containing(PinCodeControl.invalid))
        }
      }
      #expect(
        stderr(result).contains(
          "PinCodeControl.invalid is a state of PinCodeControl, and a PlaceholderTextView never has it"))
    }

    @Test func aSubscriptionToAnotherClassStateStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          _ = AddressForm().subscribe(to: .containing(BadgeControl<D3>.states[2].state)) { _ in }
        }
      }
      #expect(
        stderr(result).contains(
          "BadgeControl<D3>.mentioned is a state of BadgeControl<D3>, and a AddressForm never has it"))
    }

    @Test func aFormFollowingAnotherHostWithAThirdClassStateStopsNamingBoth() async {
      // The condition is on the other host: a state of a class that host is not a kind of.
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let form = PasswordForm()
          form.register(
            PasswordForm.states[3].state, while: .containing(SignUpForm.states[4].state), of: SignInForm())
        }
      }
      #expect(
        stderr(result).contains("SignUpForm.weak is a state of SignUpForm, and a SignInForm never has it"))
    }

    @Test func registeringAnotherClassStateFromAnotherHostStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let signIn = SignInForm()
          ProfileForm().register(
            SignInForm.states[7].state, while: .containing(SignInForm.states[3].state), of: signIn)
        }
      }
      #expect(stderr(result).contains("ProfileForm registers SignInForm.signedIn, a state of SignInForm"))
    }

    @Test func aRuleListWithAnotherClassStateStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let chip = FilterChip()
          chip.setValues(for: \.text, of: Label()) {
            (ChipControl.basic[0].state, "on")
            (ActionChip.own[0].state, "call")
          }
        }
      }
      #expect(
        stderr(result).contains("ActionChip.call is a state of ActionChip, and a FilterChip never has it"))
    }

    @Test func aConditionByCaseOfAnotherClassStopsNamingBoth() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let checkout = CheckoutForm()
          let declined = checkout.condition(\.payment, is: .declined)
          SearchForm().setValues(for: \.text, of: Label()) {
            (declined, "declined")
            (.always, "?")
          }
        }
      }
      #expect(stderr(result).contains("is a state of CheckoutForm, and a SearchForm never has it"))
    }
  #endif
}

/// What an exit test's process wrote to its standard error.
func stderr(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
