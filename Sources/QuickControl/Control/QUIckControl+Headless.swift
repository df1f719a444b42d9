#if !canImport(UIKit) || os(watchOS)
  extension QUIckControl {
    /// Headless controls have no traits: nothing to register.
    func registerForResolvedValueTraits() {}

    /// Adds `handler` as a closure action of the headless base.
    func addEventHandler(
      for events: ControlEvents, _ handler: @escaping (QUIckControl) -> Void
    ) -> ControlSubscription {
      let id = addAction(for: events) { handler(unsafeDowncast($0, to: QUIckControl.self)) }
      return ControlSubscription { [weak self] in self?.removeAction(identifiedBy: id) }
    }
  }
#endif
