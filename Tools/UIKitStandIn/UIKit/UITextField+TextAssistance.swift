// Declarations-only stand-in (RECONCILIATION.md rules): the UITextInputTraits members that turn
// off text assistance, the Return key and the accessory view, which PinCodeControl sets.
// In an extension, so `public` rather than `open`; nothing in the package overrides them.
public enum UITextSpellCheckingType: Int, @unchecked Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}
public enum UITextSmartQuotesType: Int, @unchecked Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}
public enum UITextSmartDashesType: Int, @unchecked Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}
public enum UITextSmartInsertDeleteType: Int, @unchecked Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}
@available(iOS 17.0, *)
public enum UITextInlinePredictionType: Int, @unchecked Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}
// Not in the iOS 17.4 SDK: declared from Apple's iOS 18 documentation, so the code
// gated with `#if !QUICKCONTROL_SDK_BEFORE_IOS_18` is checked here only.
@available(iOS 18.0, *)
public enum UIWritingToolsBehavior: Int, @unchecked Sendable {
  case none = -1
  case `default` = 0
  case complete = 1
  case limited = 2
}
public enum UIReturnKeyType: Int, @unchecked Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

extension UITextField {
  public var spellCheckingType: UITextSpellCheckingType {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  public var smartQuotesType: UITextSmartQuotesType {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  public var smartDashesType: UITextSmartDashesType {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  @available(iOS 17.0, *)
  public var inlinePredictionType: UITextInlinePredictionType {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  @available(iOS 18.0, visionOS 2.4, *)
  @available(tvOS, unavailable)
  public var writingToolsBehavior: UIWritingToolsBehavior {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  public var returnKeyType: UIReturnKeyType {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}
