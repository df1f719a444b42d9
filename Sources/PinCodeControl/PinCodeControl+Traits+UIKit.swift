#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension PinCodeControl {
    /// From iOS 17, registers for the trait changes the drawing depends on:
    /// appearance and contrast (colours), text size and Bold Text (the font),
    /// display scale (sharp text). iOS 16 gets them from `traitCollectionDidChange(_:)`.
    func registerForTraitChangesIfAvailable() {
      if #available(iOS 17.0, tvOS 17.0, *) {
        let traits: [UITrait] = [
          UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
          UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self, UITraitDisplayScale.self,
        ]
        registerForTraitChanges(traits) { (control: PinCodeControl, previous: UITraitCollection) in
          control.traitsDidChange(from: previous)
        }
      }
    }

    /// Redraws after a trait change: the font and layout if text size or Bold
    /// Text changed, the colours always (appearance, contrast).
    func traitsDidChange(from previous: UITraitCollection?) {
      let traits = traitCollection
      if previous?.preferredContentSizeCategory != traits.preferredContentSizeCategory
        || previous?.legibilityWeight != traits.legibilityWeight
        || previous?.displayScale != traits.displayScale
      {
        fontDidChange()
      } else {
        contentDidChange()
      }
    }
  }
#endif
