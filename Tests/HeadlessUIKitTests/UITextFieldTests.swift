#if !QUICKCONTROL_UIKIT
  import Foundation
  import HeadlessUIKit
  import Testing

  /// A count of notifications, from any thread.
  final class Posts: @unchecked Sendable {
    private let lock = NSLock()
    private var posted = 0
    var count: Int { lock.withLock { posted } }
    func add() { lock.withLock { posted += 1 } }
  }

  /// The test double's text field: the user's edits send UIKit's editing events, code sends none.
  @MainActor
  @Suite("UITextField: text, placeholder, secure entry and editing events as UIKit's")
  struct UITextFieldTests {
    /// A field whose every editing event is recorded, with the text it had then.
    private func recordedField() -> (UITextField, () -> [String]) {
      let field = UITextField()
      var log: [String] = []
      let names: [(UIControl.Event, String)] = [
        (.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end"),
      ]
      for (event, name) in names {
        field.addAction(
          UIAction { [unowned field] _ in log.append("\(name) \(field.text ?? "nil")") }, for: event)
      }
      return (field, { log })
    }

    @Test func settingTheTextInCodeSendsNothingAndNilReadsEmpty() {
      let (field, log) = recordedField()
      #expect(field.text == "")
      field.text = "hello"
      field.text = nil
      #expect(field.text == "")
      #expect(!field.hasText)
      #expect(log().isEmpty)
    }

    @Test func editingBeginsChangesAndEndsWithTheFirstResponder() {
      let (field, log) = recordedField()
      field.placeholder = "Email"
      #expect(field.becomeFirstResponder())
      #expect(field.isEditing)
      field.insertText("a")
      field.insertText("bc")
      field.deleteBackward()
      #expect(field.resignFirstResponder())
      #expect(!field.isEditing)
      #expect(log() == ["begin ", "changed a", "changed abc", "changed ab", "end ab"])
      #expect(field.placeholder == "Email")
    }

    @Test func becomingFirstResponderTwiceBeginsOnceAndResigningWhenNotEditingEndsNothing() {
      let (field, log) = recordedField()
      field.resignFirstResponder()
      field.becomeFirstResponder()
      field.becomeFirstResponder()
      #expect(log() == ["begin "])
    }

    @Test func aDisabledFieldDoesNotBecomeFirstResponder() {
      let (field, log) = recordedField()
      field.isEnabled = false
      #expect(!field.becomeFirstResponder())
      #expect(!field.isEditing)
      #expect(log().isEmpty)
    }

    @Test func deletingFromAnEmptyFieldSendsNothing() {
      let (field, log) = recordedField()
      field.becomeFirstResponder()
      field.deleteBackward()
      #expect(log() == ["begin "])
    }

    @Test func aSecureFieldFocusedAgainLosesItsTextAtTheFirstEdit() {
      let field = UITextField()
      field.isSecureTextEntry = true
      field.becomeFirstResponder()
      field.insertText("1234")
      field.resignFirstResponder()
      field.becomeFirstResponder()
      #expect(field.text == "1234", "kept until the user edits")
      field.insertText("5")
      #expect(field.text == "5")
      field.resignFirstResponder()
      field.becomeFirstResponder()
      field.deleteBackward()
      #expect(field.text == "")
    }

    @Test func aPlainFieldFocusedAgainKeepsItsText() {
      let field = UITextField()
      field.text = "ab"
      field.becomeFirstResponder()
      field.insertText("c")
      #expect(field.text == "abc")
    }

    @Test func theUsersEditsPostTextDidChange() {
      let field = UITextField()
      let posts = Posts()
      let token = NotificationCenter.default.addObserver(
        forName: UITextField.textDidChangeNotification, object: field, queue: nil
      ) { _ in posts.add() }
      defer { NotificationCenter.default.removeObserver(token) }
      field.text = "set in code"
      field.insertText("!")
      #expect(posts.count == 1)
    }
  }
#endif
