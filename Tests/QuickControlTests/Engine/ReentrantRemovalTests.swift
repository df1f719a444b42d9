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
@Suite("Removing and replacing values, and what the deinits they run store")
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

  @Test func aWriteThatRemovesItsOwnValueKeepsItAliveUntilTheApplyEnds() {
    // A pass calls writers without retaining them; an entry removed by its own
    // write must outlive the write (it is released when the apply ends).
    let control = TestControl()
    let sink = ProbeSink()
    var released = false
    var releasedWhileApplying: Bool?
    control.setValue(
      ReleaseProbe {
        released = true
        releasedWhileApplying = control.stateEngine.isApplying
      }, for: \.probe, of: sink, when: .containing(TestControl.filled))
    // The handler captures its own owner: break the cycle at the end (LeakSanitizer).
    defer { sink.onWrite = nil }
    sink.onWrite = { control.removeValues(of: sink) }
    sink.afterLettingGo = { #expect(!released, "the removed entry is kept while the apply runs") }
    control.isFilled = true
    #expect(released)
    #expect(releasedWhileApplying == false)
    #expect(control.value(for: \.probe, of: sink, when: .containing(TestControl.filled)) == nil)
  }

  @Test func replacingAValueWhoseReleaseSetsAnotherValueKeepsBoth() {
    let control = TestControl()
    let holder = Holder()
    control.setValue(
      ReleaseProbe {
        control.setValue("late", for: \.text, of: holder, when: .containing([]))
        control.setValue(nil, for: \.probe, of: holder, when: .exactly(TestControl.valid))
      }, for: \.probe, of: holder, when: .exactly(TestControl.filled))
    holder.probe = nil
    control.setValue(nil, for: \.probe, of: holder, when: .exactly(TestControl.filled))
    #expect(control.value(for: \.probe, of: holder, when: .exactly(TestControl.valid)) != nil)
    #expect(holder.text == "late")
  }

  @Test func removingAValueWhoseReleaseSetsAnotherValueKeepsIt() {
    let control = TestControl()
    let holder = Holder()
    control.setValue(
      ReleaseProbe {
        control.setValue(nil, for: \.probe, of: holder, when: .exactly(TestControl.valid))
      }, for: \.probe, of: holder, when: .exactly(TestControl.filled))
    control.removeValues(for: \.probe, of: holder)
    #expect(control.value(for: \.probe, of: holder, when: .exactly(TestControl.valid)) != nil)
    #expect(control.stateEngine.propertyValues.count == 1)
  }
}

/// A target that hands each probe written to it to `onWrite` and then lets it go at once.
@MainActor
private final class ProbeSink {
  var probe: ReleaseProbe? {
    didSet {
      guard probe != nil else { return }
      onWrite?()
      probe = nil
      afterLettingGo?()
    }
  }
  var onWrite: (() -> Void)?
  var afterLettingGo: (() -> Void)?
}
