#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension QUIckControl {
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
