// Declarations-only stand-in (RECONCILIATION.md rules): the UITextInputTraits and appearance members
// of UITextField that PinCodeControl sets. In an extension, so `public` rather than `open`
// (Swift cannot declare an overridable member in an extension); nothing in the package overrides them.
extension UITextField {
  public var keyboardType: UIKeyboardType {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  public var textContentType: UITextContentType! {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  public var isSecureTextEntry: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}
