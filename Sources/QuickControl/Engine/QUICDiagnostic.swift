import Foundation

/// A problem the engine detected at run time and reported instead of crashing.
///
/// Assign ``QUICStateEngine/diagnosticHandler`` (or a host's
/// `diagnosticHandler`) to route diagnostics to your logger; by default they are
/// written to standard error.
///
/// ```swift
/// control.stateEngine.diagnosticHandler = { diagnostic in
///   print(diagnostic.kind)
/// }
/// // Prints "applyLoopDidNotSettle" if a subscriber keeps changing the state
/// ```
public struct QUICDiagnostic: Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Hashable {
    /// Applying a state kept causing another state change, and was stopped
    /// after ``QUICStateEngine/maximumPasses`` passes.
    case applyLoopDidNotSettle
  }

  /// What went wrong.
  public let kind: Kind
  /// A readable explanation with the states involved and the fix.
  public let message: String

  /// Creates a diagnostic.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// `QuickControl: ` followed by the message.
  public var description: String { "QuickControl: \(message)" }

  /// The default handler: writes the diagnostic to standard error.
  public static func printToStandardError(_ diagnostic: QUICDiagnostic) {
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
  }
}
