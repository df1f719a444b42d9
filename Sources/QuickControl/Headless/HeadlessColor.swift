#if !QUICKCONTROL_UIKIT
  /// `UIColor`, where UIKit is unavailable: ``HeadlessColor``, a named colour with its dark and Increase Contrast variants.
  ///
  /// Code that names UIKit's type (the package's, and an app's tests) reads the same on both flavours.
  ///
  /// <!-- snippet: context headless -->
  /// ```swift
  /// let border = UIColor(light: UIColor(name: "blue"), dark: UIColor(name: "light blue"))
  /// card.setValue(border, for: \.borderColor, of: card.layer, when: .containing(.selected))
  /// ```
  public typealias UIColor = HeadlessColor

  /// A named colour with variants for the dark appearance and Increase Contrast, standing in for
  /// `UIColor` where UIKit is unavailable.
  ///
  /// As with a dynamic `UIColor`, the colour a trait collection shows is
  /// ``resolvedColor(with:)``; a layer takes a resolved colour (``HeadlessCGColor``), and a host
  /// resolves a colour stored for a layer's property with its own traits each time it writes it.
  ///
  /// ```swift
  /// let border = HeadlessColor(light: HeadlessColor(name: "blue"), dark: HeadlessColor(name: "light blue"))
  /// print(border.resolvedColor(with: HeadlessTraitCollection(userInterfaceStyle: .dark)))
  /// // Prints "light blue"
  /// ```
  public struct HeadlessColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's name in the light appearance, at normal contrast.
    public var name: String
    private var darkName: String?
    private var increasedContrastName: String?
    private var increasedContrastDarkName: String?

    /// Creates a colour with a name, the same in every appearance.
    public init(name: String) { self.name = name }

    /// Creates a colour that is `light` in the light appearance and `dark` in the dark one, and
    /// optionally other colours with Increase Contrast.
    public init(
      light: HeadlessColor, dark: HeadlessColor, increasedContrastLight: HeadlessColor? = nil,
      increasedContrastDark: HeadlessColor? = nil
    ) {
      name = light.name
      darkName = dark.name
      increasedContrastName = increasedContrastLight?.name
      increasedContrastDarkName = increasedContrastDark?.name ?? increasedContrastLight?.name
    }

    /// The colour shown with `traits`, as `UIColor.resolvedColor(with:)`: one name, no variants.
    public func resolvedColor(with traits: HeadlessTraitCollection) -> HeadlessColor {
      let (dark, high) = (traits.userInterfaceStyle == .dark, traits.accessibilityContrast == .high)
      let resolved =
        switch (dark, high) {
        case (false, false): name
        case (true, false): darkName ?? name
        case (false, true): increasedContrastName ?? name
        case (true, true): increasedContrastDarkName ?? darkName ?? name
        }
      return HeadlessColor(name: resolved)
    }

    /// The colour as a layer takes it, for the light appearance at normal contrast (as
    /// `UIColor.cgColor` outside a trait environment); store the colour itself to follow traits.
    public var cgColor: HeadlessCGColor { HeadlessCGColor(name: name) }

    /// The name, as ``name``.
    public var description: String { name }

    /// The system colour for placeholder text, like `UIColor.placeholderText`.
    public static let placeholderText = HeadlessColor(name: "placeholderText")
    /// The system colour for primary text, like `UIColor.label`.
    public static let label = HeadlessColor(name: "label")
  }

  /// A resolved colour, as a layer takes it, standing in for `CGColor` where UIKit is unavailable.
  ///
  /// For example, `layer.borderColor = HeadlessColor(name: "blue").cgColor`.
  public struct HeadlessCGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's name.
    public var name: String
    /// Creates a resolved colour with a name.
    public init(name: String) { self.name = name }
    /// The name, as ``name``.
    public var description: String { name }
  }
#endif
