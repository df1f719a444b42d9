#if QUICKCONTROL_UIKIT
  import UIKit

  /// The former name of `UIReturnKeyType`, the type of ``PinCodeControl/returnKey``.
  @available(*, deprecated, renamed: "UIReturnKeyType")
  public typealias PinReturnKey = UIReturnKeyType
#else
  /// `UIReturnKeyType`, where UIKit is unavailable: ``PinReturnKey``, the titles of the Return key a
  /// ``PinCodeControl`` can ask for.
  ///
  /// Code that names UIKit's type (the package's, and an app's tests) reads the same on both flavours.
  ///
  /// <!-- snippet: context headless -->
  /// ```swift
  /// pin.returnKey = UIReturnKeyType.go
  /// ```
  public typealias UIReturnKeyType = PinReturnKey

  /// The title of the Return key of a letter keyboard, standing in for `UIReturnKeyType` where UIKit is
  /// unavailable; Return ends editing.
  ///
  /// The number pad of a digit code has none: see ``PinCodeControl/showsDoneButtonOnNumberPad``.
  ///
  /// <!-- snippet: context headless -->
  /// ```swift
  /// let code = PinCodeControl(length: 6, purpose: .oneTimeCode, alphabet: .alphanumeric)
  /// code.returnKey = .go
  /// ```
  public enum PinReturnKey: String, Hashable, Sendable, CaseIterable {
    /// "done": the default; the code is entered.
    case done
    /// "go": entering the code submits it.
    case go
    /// "next": another field follows.
    case next
    /// "continue".
    case `continue`
    /// "send".
    case send
    /// "join".
    case join
  }
#endif
