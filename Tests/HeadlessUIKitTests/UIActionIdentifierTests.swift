#if !QUICKCONTROL_UIKIT
  import HeadlessUIKit
  import Testing

  /// The test double's action identifiers: a control keeps one action per identifier, as UIKit does.
  @MainActor
  @Suite("UIAction.Identifier: one action per identifier on a control, as UIKit's")
  struct UIActionIdentifierTests {
    @Test func actionsWithoutAnIdentifierGetDistinctOnes() {
      let first = UIAction { _ in }
      let second = UIAction { _ in }
      #expect(first.identifier != second.identifier)
      #expect(UIAction(identifier: UIAction.Identifier("save")) { _ in }.identifier.rawValue == "save")
    }

    @Test func anActionWithTheIdentifierOfOneAddedReplacesIt() {
      let control = UIControl()
      let save = UIAction.Identifier("save")
      var runs: [String] = []
      control.addAction(
        UIAction(identifier: save) { _ in runs.append("first") }, for: [.touchUpInside, .valueChanged])
      control.addAction(UIAction(identifier: save) { _ in runs.append("second") }, for: .touchUpInside)
      control.sendActions(for: .touchUpInside)
      control.sendActions(for: .valueChanged)
      #expect(runs == ["second"], "the first is gone for all its events")
      #expect(control.allControlEvents == .touchUpInside)
    }

    @Test func theSameActionAddedAgainRunsForBothEventsOnce() {
      let control = UIControl()
      var runs = 0
      let action = UIAction { _ in runs += 1 }
      control.addAction(action, for: .touchUpInside)
      control.addAction(action, for: .valueChanged)
      control.sendActions(for: [.touchUpInside, .valueChanged])
      #expect(runs == 1)
      #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test func anActionIsRemovedByItsIdentifier() {
      let control = UIControl()
      let refresh = UIAction.Identifier("refresh")
      var runs = 0
      control.addAction(
        UIAction(identifier: refresh) { _ in runs += 1 }, for: [.valueChanged, .touchUpInside])
      control.removeAction(identifiedBy: refresh, for: .valueChanged)
      control.sendActions(for: .valueChanged)
      control.sendActions(for: .touchUpInside)
      #expect(runs == 1)
    }
  }
#endif
