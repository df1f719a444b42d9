#if !QUICKCONTROL_UIKIT
  import QuickControl

  // Test hooks of the headless flavour: the user's settings a test turns on to check the drawn
  // control, which iOS reads from the trait collection (`preferredContentSizeCategory`,
  // `legibilityWeight`). `PinCodeControl` on iOS has neither property.
  extension PinCodeControl {
    /// The user's text size the headless control is drawn for, as iOS's
    /// `traitCollection.preferredContentSizeCategory`; a test hook.
    ///
    /// <!-- snippet: context headless -->
    /// ```swift
    /// pin.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge  // the items grow, as on iOS
    /// ```
    public var preferredContentSizeCategory: UIContentSizeCategory {
      get { simulatedContentSize }
      set { simulatedContentSize = newValue }
    }

    /// Whether the headless control is drawn as with Bold Text on, as iOS's
    /// `traitCollection.legibilityWeight == .bold`; a test hook.
    ///
    /// <!-- snippet: context headless -->
    /// ```swift
    /// pin.isBoldTextEnabled = true  // the digits are drawn in the bold font, as on iOS
    /// ```
    public var isBoldTextEnabled: Bool {
      get { simulatesBoldText }
      set { simulatesBoldText = newValue }
    }
  }
#endif
