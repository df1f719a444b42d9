import Foundation
import QuickControl

extension PinCodeControl {
  /// Applies an edit the system proposed to the input field (UIKit: the field's
  /// delegate was asked), holding back its events until the edit is over.
  ///
  /// See `acceptInputFieldEdit(replacing:with:)` for how the edit is read and
  /// `deferringDelivery(_:)` for when the events are sent.
  ///
  /// **A secure field refocused.** When a secure control begins editing again,
  /// iOS may report its clear-on-begin-editing as part of the first edit: the
  /// first Delete as a deletion of the whole text, the first keystroke as a
  /// replacement of the whole text. Until that first edit, a deletion removes
  /// one character (never the whole code), and a keystroke is appended as
  /// always. The two cannot be told apart from a deliberate Select All and
  /// Delete as that first edit, which therefore also removes one character: the
  /// safe side, as Delete again removes the next one and nothing is lost.
  func systemDidProposeEdit(replacing replacedCount: Int, with replacement: String) {
    if replacedCount == 0 && replacement.isEmpty { return }
    var replacedCount = replacedCount
    if secureRefocusGuardIsArmed {
      secureRefocusGuardIsArmed = false
      if replacement.isEmpty { replacedCount = min(replacedCount, 1) }
    }
    deferringDelivery { acceptInputFieldEdit(replacing: replacedCount, with: replacement) }
  }

  /// Takes the whole text of the input field after the system changed it without
  /// asking, holding back the events until the edit is over.
  ///
  /// See `acceptInputFieldText(_:)`. A secure field that cleared itself when it
  /// began editing again, before any edit, keeps the code: the field is reset
  /// to it.
  func systemDidChangeText(_ text: String) {
    if secureRefocusGuardIsArmed && text.isEmpty { return }
    deferringDelivery { acceptInputFieldText(text) }
  }

  /// The number of characters of `text` that `ranges` cover together, as
  /// UIKit's multi-range delegate method reports them (UTF-16 offsets).
  ///
  /// Overlapping ranges count once; a range outside `text` counts its length.
  ///
  /// - Complexity: O(*n* log *n*) in the number of ranges, plus the characters covered.
  static func characterCount(of ranges: [NSRange], in text: String) -> Int {
    var inside: [Range<String.Index>] = []
    var outside = 0
    for range in ranges {
      if let bounds = Range(range, in: text) {
        inside.append(bounds)
      } else {
        outside += range.length
      }
    }
    inside.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<String.Index>] = []
    for range in inside {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged.reduce(outside) { $0 + text[$1].count }
  }
}
