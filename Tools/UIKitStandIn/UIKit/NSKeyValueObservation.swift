// Declarations-only stand-in: Foundation's key-value observing with Swift key paths (absent from
// swift-corelibs-foundation), declared here for KeyboardInsetKeeper; on Apple platforms it is
// Foundation's, with these shapes in the iPhoneOS 17.4 SDK (`observe` on the underscored protocol
// every NSObject adopts, a change handler that is not `@Sendable`, an `@unchecked Sendable` token).
public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}

public struct NSKeyValueObservingOptions: OptionSet, @unchecked Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var new: NSKeyValueObservingOptions { fatalError("stand-in") }
  public static var old: NSKeyValueObservingOptions { fatalError("stand-in") }
}

public enum NSKeyValueChange: UInt, @unchecked Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: NSKeyValueObservedChange<Value>.Kind
  public let newValue: Value?
  public let oldValue: Value?
  public let indexes: IndexSet?
  public let isPrior: Bool
}
extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

public class NSKeyValueObservation: NSObject {
  public func invalidate() { fatalError("stand-in") }
}
extension NSKeyValueObservation: @unchecked Sendable {}

extension _KeyValueCodingAndObserving {
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { fatalError("stand-in") }
}
