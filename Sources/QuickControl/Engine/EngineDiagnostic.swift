import Foundation

/// A problem the engine detected at run time and reported instead of crashing.
///
/// Assign ``StateEngine/diagnosticHandler`` (or a host's
/// `diagnosticHandler`) to route diagnostics to your logger; by default they are
/// written to standard error.
///
/// ```swift
/// control.stateEngine.diagnosticHandler = { diagnostic in
///   print(diagnostic.kind)
/// }
/// // Prints "applyLoopDidNotSettle" if a subscriber keeps changing the state
/// ```
package struct EngineDiagnostic: Sendable, CustomStringConvertible {
  /// What went wrong.
  package enum Kind: Sendable, Hashable {
    /// Applying a state kept causing another state change, and was stopped
    /// after ``StateEngine/maximumPasses`` passes.
    case applyLoopDidNotSettle
    /// Two hosts store values for the same property of the same target (debug builds).
    case conflictingHosts
  }

  /// What went wrong.
  package let kind: Kind
  /// A readable explanation with the states involved and the fix.
  package let message: String

  /// Creates a diagnostic.
  package init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// `QuickControl: ` followed by the message.
  package var description: String { "QuickControl: \(message)" }

  /// The default handler: writes the diagnostic to standard error.
  package static func printToStandardError(_ diagnostic: EngineDiagnostic) {
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
  }
}
