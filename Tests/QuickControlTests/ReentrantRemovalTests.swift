import Testing

@testable import QuickControl

/// Runs `onDeinit` when released.
@MainActor
final class DeinitProbe {
  let onDeinit: @MainActor () -> Void
  init(_ onDeinit: @escaping @MainActor () -> Void) { self.onDeinit = onDeinit }
  isolated deinit { onDeinit() }
}

/// A target with a property for the probe and one for the value stored from its deinit.
@MainActor
final class ProbeTarget {
  var probe: DeinitProbe?
  var text = "default"
}

@MainActor
@Suite("removeValues(of: ) and values stored from the deinits it runs")
struct ReentrantRemovalTests {
  /// Registers the probe and the text in the given order, removes the target's
  /// values, and returns whether the value stored from the probe's deinit survived.
  func storedFromDeinitSurvives(probeFirst: Bool) -> Bool {
    let control = TestControl()
    let target = ProbeTarget()
    let registerProbe = {
      control.setValue(
        DeinitProbe {
          control.setValue("from deinit", for: \.text, of: target, when: .containing(TestControl.valid))
        } as DeinitProbe?, for: \.probe, of: target, when: .containing(TestControl.filled))
    }
    let registerText = {
      control.setValue("filled", for: \.text, of: target, when: .containing(TestControl.filled))
    }
    if probeFirst {
      registerProbe()
      registerText()
    } else {
      registerText()
      registerProbe()
    }
    control.removeValues(of: target)
    control.isValid = true
    return target.text == "from deinit"
      && control.value(for: \.text, of: target, when: .containing(TestControl.valid)) == "from deinit"
  }

  @Test func aValueStoredFromADeinitDuringRemovalIsKeptWhenItsBindingCameFirst() {
    #expect(storedFromDeinitSurvives(probeFirst: false))
  }

  @Test func aValueStoredFromADeinitDuringRemovalIsKeptWhenItsBindingCameLater() {
    #expect(storedFromDeinitSurvives(probeFirst: true))
  }
}
