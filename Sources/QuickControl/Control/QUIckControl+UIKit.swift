#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension QUIckControl {
    /// From iOS 17, writes the values resolved when applied again when appearance or contrast changes.
    func registerForResolvedValueTraits() {
      if #available(iOS 17.0, tvOS 17.0, *) {
        let traits: [UITrait] = [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]
        registerForTraitChanges(traits) { (control: QUIckControl, _: UITraitCollection) in
          control.reapplyResolvedValues()
        }
      }
    }

    /// Adds `handler` as a `UIAction`, so it also runs for events UIKit sends on touches.
    func addEventHandler(
      for events: ControlEvents, _ handler: @escaping (QUIckControl) -> Void
    ) -> ControlSubscription {
      let action = UIAction { [weak self] _ in
        guard let self else { return }
        handler(self)
      }
      addAction(action, for: events)
      return ControlSubscription { [weak self] in self?.removeAction(action, for: events) }
    }
  }
#endif
