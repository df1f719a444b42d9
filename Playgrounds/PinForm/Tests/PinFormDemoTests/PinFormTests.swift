#if !QUICKCONTROL_UIKIT
  import PinCodeControl
  import PinFormDemo
  import PlaceholderTextView
  import QuickControl
  import TestSupport
  import Testing

  /// The form's logic in process: focus, keys, the engine-driven looks and the renderer.
  @MainActor
  @Suite("PIN form model")
  struct PinFormTests {
    func makeForm() -> PinForm {
      PinForm(clock: ManualClock(), randomNumberGenerator: SeededGenerator(seed: 1))
    }

    func type(_ script: String, into form: PinForm) throws {
      for key in try KeyScript.parse(script) { form.handle(key) }
    }

    @Test func startsAtTheOldPINWithTheRestDisabled() {
      let form = makeForm()
      #expect(form.focus == .oldPin)
      #expect(form.oldPin.isEnabled && form.oldPin.isFirstResponder)
      #expect(!form.newPin.isEnabled && !form.repeatPin.isEnabled && !form.applyButton.isEnabled)
      #expect(form.captions[.newPin]?.style.isFaint == true, "the disabled look is a per-state value")
      #expect(form.applyButton.titleStyle.isFaint)
      #expect(form.comment.isShowingPlaceholder)
      #expect(PinForm.placeholders.map(\.string).contains(form.comment.placeholder ?? ""))
    }

    @Test func tabSkipsDisabledFields() throws {
      let form = makeForm()
      try type(#"\t"#, into: form)
      #expect(form.focus == .comment)
      #expect(form.comment.isFirstResponder)
      try type(#"\t"#, into: form)
      #expect(form.focus == .oldPin, "Apply is disabled, so Tab wraps to the old PIN")
      try type(#"\T"#, into: form)
      #expect(form.focus == .comment)
    }

    @Test func aValidPINMovesFocusOnAndAWeakOneStays() throws {
      let form = makeForm()
      try type("1111", into: form)
      #expect(form.oldPin.isInvalid)
      #expect(form.focus == .oldPin)
      #expect(form.hints[.oldPin]?.text.contains("too weak") == true)
      try type(#"\b\b\b\b1357"#, into: form)
      #expect(form.focus == .newPin)
      #expect(form.newPin.state.contains(PinCodeControl.editing))
    }

    @Test func applyClearsTheFormAndRecordsThePIN() throws {
      let form = makeForm()
      try type(#"135725802580hi\t"#, into: form)
      #expect(form.focus == .apply)
      #expect(form.applyButton.state.contains(.focused))
      try type(#"\r"#, into: form)
      #expect(form.appliedPINs == ["2580"])
      #expect(form.appliedComments == ["hi"])
      #expect(form.oldPin.code.isEmpty && form.newPin.code.isEmpty && form.repeatPin.code.isEmpty)
      #expect(form.comment.text.isEmpty && form.comment.isShowingPlaceholder)
      #expect(form.focus == .oldPin)
      #expect(!form.applyButton.isEnabled)
    }

    @Test func qQuitsExceptInTheComment() throws {
      let form = makeForm()
      #expect(!form.handle(.character("q")))
      form.focus(.comment)
      #expect(form.handle(.character("q")))
      #expect(form.comment.text == "q")
      #expect(!form.handle(.escape))
    }

    @Test func theCommentCountsDownAndWarnsNearItsLimit() throws {
      let form = makeForm()
      var renderer = FrameRenderer(usesColor: true)
      renderer.canvas = .black
      let warning = "38;2;" + renderer.rgb(Palette.warning)
      func commentRow() -> String {
        renderer.render(form).split(separator: "\n").map(String.init).first {
          $0.strippingANSI.contains("Comment")
        }
          ?? ""
      }
      #expect(commentRow().strippingANSI.contains("│ 40 left"))
      #expect(!commentRow().contains(warning))
      form.focus(.comment)
      try type(String(repeating: "a", count: 29), into: form)
      #expect(commentRow().strippingANSI.contains("│ 11 left"))
      #expect(!commentRow().contains(warning), "still muted: 11 is above the warning threshold")
      try type("b", into: form)
      #expect(commentRow().contains(warning + "m10 left"), "the warning colour is the per-state value")
      #expect(commentRow().strippingANSI.contains("│ 10 left"))
      try type(String(repeating: "c", count: 15), into: form)
      #expect(form.comment.text.count == PinForm.commentLimit, "typing stops at the limit")
      #expect(commentRow().strippingANSI.contains("│ 0 left"))
      try type(#"\b"#, into: form)
      #expect(commentRow().strippingANSI.contains("│ 1 left"))
    }

    @Test func theRendererDrawsTheEngineValues() throws {
      let form = makeForm()
      try type("1111", into: form)
      var renderer = FrameRenderer(usesColor: true)
      renderer.canvas = .black
      let red = renderer.rgb(.systemRed)
      #expect(renderer.pinBody(form.oldPin).contains("38;2;\(red)m["))
      // Change the per-state value and the drawing follows, with no renderer change.
      form.oldPin.setItemStyle(
        PinCodeControl.ItemStyle(
          fillColor: .systemRed, borderColor: UIColor(red: 1, green: 0, blue: 1, alpha: 1)),
        when: .containing(PinCodeControl.invalid, priority: 300))
      #expect(renderer.pinBody(form.oldPin).contains("38;2;255;0;255"))
      let plain = FrameRenderer(usesColor: false).render(form)
      #expect(!plain.contains("\u{1B}"))
      #expect(plain == renderer.render(form).strippingANSI)
    }
  }
#endif
