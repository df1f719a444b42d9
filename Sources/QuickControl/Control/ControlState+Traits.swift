extension ControlState {
  /// On while the host's traits have the dark appearance.
  ///
  /// Trait states appear in conditions like any other state; the host computes them from its
  /// `traitCollection` and applies its state again when the appearance, the contrast or the
  /// content-size category changes. A ``QUIckControl`` and a `PlaceholderTextView` compute them
  /// once a condition names one or is a predicate (which may read one); a host that is not a view (a form object) has no traits, and a
  /// condition naming one there is reported in debug builds.
  ///
  /// ```swift
  /// card.setValues(for: \.shadowOpacity, of: card.layer) {
  ///   (.darkAppearance, 0)  // no shadow on a dark background
  ///   (.always, 0.2)
  /// }
  /// ```
  public static let darkAppearance = ControlState(rawValue: 1 << (UInt.bitWidth - 1))

  /// On while Increase Contrast is on.
  ///
  /// ```swift
  /// card.setValues(for: \.borderWidth, of: card.layer) {
  ///   ([.selected, .increasedContrast], 4)
  ///   (.selected, 2)
  ///   (.always, 1)
  /// }
  /// ```
  public static let increasedContrast = ControlState(rawValue: 1 << (UInt.bitWidth - 2))

  /// On while the content-size category is one of the accessibility sizes (larger text).
  ///
  /// ```swift
  /// card.setValue(true, for: \.isHidden, of: card.badge, when: .containing(.accessibilityContentSize))
  /// ```
  public static let accessibilityContentSize = ControlState(rawValue: 1 << (UInt.bitWidth - 3))

  /// The trait states: computed from traits, never by a registered state (the top three bits).
  @inlinable package static var traits: ControlState { ControlState(rawValue: 0b111 << (UInt.bitWidth - 3)) }

  /// The trait states on in `traits`.
  package init(traitsOf traits: UITraitCollection) {
    self = []
    if traits.userInterfaceStyle == .dark { insert(.darkAppearance) }
    if traits.accessibilityContrast == .high { insert(.increasedContrast) }
    if traits.preferredContentSizeCategory.isAccessibilityCategory { insert(.accessibilityContentSize) }
  }
}

extension ControlStateHost {
  /// After a trait change: applies the current state (its trait states included) in one pass that
  /// also writes again each value resolved when written that a target shows (the traits it is
  /// resolved with changed).
  package func traitsDidChange() {
    let engine = stateEngine
    engine.apply(engine.trackedState { state }, host: self, rewriting: .resolvedValues)
  }
}

#if QUICKCONTROL_UIKIT
  extension ControlStateHost where Self: UIView {
    /// From iOS 17, calls ``traitsDidChange()`` when the appearance, the contrast or the
    /// content-size category changes (iOS 16: the view's `traitCollectionDidChange(_:)` does).
    package func registerForStateTraitChanges() {
      stateEngine.hostComputesTraitStates = true
      if #available(iOS 17.0, tvOS 17.0, *) {
        let traits: [UITrait] = [
          UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
          UITraitPreferredContentSizeCategory.self,
        ]
        registerForTraitChanges(traits) { (view: Self, _: UITraitCollection) in view.traitsDidChange() }
      }
    }
  }

  /// The traits colours resolve with on `host`: its own if it is a view, else the current ones.
  @MainActor
  func traitCollection(of host: AnyObject) -> UITraitCollection {
    (host as? UIView)?.traitCollection ?? UITraitCollection.current
  }

  /// A view's layer, which no stored property of the app holds (the state table names it).
  @MainActor
  func layer(of object: AnyObject) -> AnyObject? { (object as? UIView)?.layer }
#else
  extension ControlStateHost {
    /// Notes that the host computes the trait states; headless, its view's
    /// `traitCollectionDidChange(_:)` calls ``traitsDidChange()``, so there is nothing to register.
    package func registerForStateTraitChanges() {
      stateEngine.hostComputesTraitStates = true
    }
  }

  /// The traits colours resolve with on `host`: its own if it is a headless view, else the defaults.
  @MainActor
  func traitCollection(of host: AnyObject) -> UITraitCollection {
    (host as? UIControl)?.traitCollection ?? (host as? UIScrollView)?.traitCollection ?? .init()
  }

  /// A headless control's layer (its stored property too, unless the control has a custom mirror).
  @MainActor
  func layer(of object: AnyObject) -> AnyObject? { (object as? UIControl)?.layer }
#endif
