/// Closures per event, run in the order they were added: the one list behind the headless
/// control's actions and `PlaceholderTextView`'s subscriptions.
@MainActor
package final class EventHandlerList<Sender: AnyObject> {
  private struct Entry {
    let id: Int
    let events: ControlEvents
    let handler: (Sender) -> Void
  }

  private var entries: [Entry] = []
  private var lastID = 0

  package init() {}

  /// Adds `handler` for `events`; returns its identifier for ``remove(_:)`` (1 for the first).
  package func add(for events: ControlEvents, _ handler: @escaping (Sender) -> Void) -> Int {
    lastID += 1
    entries.append(Entry(id: lastID, events: events, handler: handler))
    return lastID
  }

  /// Removes a handler; it does not run again, even during the current send.
  package func remove(_ id: Int) {
    entries.removeAll { $0.id == id }
  }

  /// The events that have at least one handler.
  package var allEvents: ControlEvents {
    entries.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// Runs, in the order they were added, the handlers of any of `events`; one removed meanwhile is skipped.
  package func send(_ events: ControlEvents, from sender: Sender) {
    let snapshot = entries
    for entry in snapshot where !entry.events.isDisjoint(with: events) {
      guard entries.contains(where: { $0.id == entry.id }) else { continue }
      entry.handler(sender)
    }
  }
}
