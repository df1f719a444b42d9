// Declarations-only stand-in (RECONCILIATION.md rules): the traits PinCodeControl draws from, and
// the iOS 17 trait-change registration (UITraitChangeObservable) it uses.
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1
}
public enum UILegibilityWeight: Int, @unchecked Sendable {
  case unspecified = -1
  case regular = 0
  case bold = 1
}

extension UITraitCollection {
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    fatalError("stand-in: declarations only")
  }
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    fatalError("stand-in: declarations only")
  }
}

@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
  associatedtype Value
}
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition { public typealias Value = UIUserInterfaceStyle }
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitAccessibilityContrast: UITraitDefinition {
  public typealias Value = UIAccessibilityContrast
}
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
  public typealias Value = UIContentSizeCategory
}
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLegibilityWeight: UITraitDefinition { public typealias Value = UILegibilityWeight }
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitDisplayScale: UITraitDefinition { public typealias Value = CGFloat }

@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
  var traitCollection: UITraitCollection { get }
}
@available(iOS 17.0, tvOS 17.0, *)
@MainActor public protocol UITraitChangeRegistration: NSObjectProtocol {}

extension UIView: UITraitEnvironment {}

@available(iOS 17.0, tvOS 17.0, *)
extension UIView {
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait],
    handler:
      @escaping (_ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration { fatalError("stand-in") }
}
