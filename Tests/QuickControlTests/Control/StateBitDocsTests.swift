import Foundation
import Testing

@testable import QuickControl

/// The bit story is told in prose (Getting started's State bits, the Forms article, the migration
/// article, Design.md and `declareState(_:)`); these tests read the numbers the prose gives and
/// compare them with the code's, so that the two cannot drift apart.
@Suite("State bits: the numbers in the docs are the code's")
struct StateBitDocsTests {
  /// The texts that tell the bit story, whitespace and `///` collapsed.
  static let texts: [(name: String, text: String)] = {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let paths = [
      "Sources/QuickControl/QuickControl.docc/GettingStarted.md",
      "Sources/QuickControl/QuickControl.docc/Forms.md",
      "Sources/QuickControl/QuickControl.docc/MigratingFromQUIckControl0x.md",
      "Documentation/Design.md",
      "CHANGELOG.md",
      "Sources/QuickControl/Control/ControlStateHost+Declarations.swift",
      "Sources/QuickControl/Rules/ControlStateHost+RulesByCase.swift",
    ]
    return paths.map { path in
      let raw = (try? String(contentsOf: root.appending(path: path), encoding: .utf8)) ?? ""
      let text = raw.replacing("///", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
      return (path, text)
    }
  }()

  /// The runs of consecutive bits of `mask`, as (lowest, highest), the highest run first.
  static func runs(of mask: UInt) -> [(Int, Int)] {
    var runs: [(Int, Int)] = []
    var bit = 0
    while bit < UInt.bitWidth {
      guard mask >> bit & 1 != 0 else {
        bit += 1
        continue
      }
      let start = bit
      while bit < UInt.bitWidth, mask >> bit & 1 != 0 { bit += 1 }
      runs.append((start, bit - 1))
    }
    return runs.reversed()
  }

  /// Every number `pattern`'s groups capture in `text`.
  static func numbers(_ pattern: String, in text: String) -> [[Int]] {
    let regex = try! Regex(pattern)
    return text.matches(of: regex).map { match in
      (1..<match.output.count).compactMap { match.output[$0].substring.flatMap { Int($0) } }
    }
  }

  @Test func everyTextReadsTheFilesItNames() {
    for (name, text) in Self.texts { #expect(!text.isEmpty, "\(name) was not read") }
  }

  @Test func theLimitOfDeclaredStatesIsTheCodes() {
    #expect(StateNames.stateLimit == StateNames.declarableStates.nonzeroBitCount)
    for (name, text) in Self.texts {
      let limits = Self.numbers(#"(\d+) declared states"#, in: text).map { $0[0] }
      #expect(!limits.isEmpty, "\(name) does not give the limit")
      for limit in limits { #expect(limit == StateNames.stateLimit, "\(name) says \(limit) declared states") }
      for ordinal in Self.numbers(#"(\d+)(?:st|nd|rd|th) declared state"#, in: text).map({ $0[0] }) {
        #expect(ordinal == StateNames.stateLimit + 1, "\(name) says the \(ordinal)th declared state stops")
      }
    }
  }

  @Test func theBitsOfDeclaredStatesAreTheCodes() {
    // "bits 32 to 56, then 19 to 23": the runs declarations take, the first first.
    let declared = Self.runs(of: StateNames.declarableStates)
    let expected = declared.flatMap { [$0.0, $0.1] }
    var told = 0
    for (name, text) in Self.texts {
      for numbers in Self.numbers(#"bits (\d+) to (\d+), then (\d+) to (\d+)"#, in: text) {
        told += 1
        #expect(numbers == expected, "\(name) says bits \(numbers), the code \(expected)")
      }
    }
    #expect(told >= 2, "the order of bits is told in Getting started and Design.md")
  }

  @Test func everyRangeOfBitsNamedIsOneTheCodeUses() {
    let known: [(Int, Int)] =
      Self.runs(of: StateNames.declarableStates) + Self.runs(of: StateNames.libraryBits)
      + Self.runs(of: ControlState.traits.rawValue) + Self.runs(of: ControlState.application.rawValue)
      + [(0, 3), (24, 31)]  // UIKit's own: its states, and the bits it keeps for itself.
    for (name, text) in Self.texts {
      for pair in Self.numbers(#"bits (\d+) to (\d+)"#, in: text)
        + Self.numbers(#"then (\d+) to (\d+)"#, in: text)
      {
        #expect(known.contains { $0.0 == pair[0] && $0.1 == pair[1] }, "\(name) names bits \(pair)")
      }
    }
  }

  @Test func theOldEnginesNumbersAreGone() {
    for (name, text) in Self.texts {
      for stale in [
        "ninth state", "eight custom state bits", "`1 << 23`", "picked for you in", "room for 34", "35th",
        "in the whole app",
      ] {
        #expect(!text.contains(stale), "\(name) still says \(stale)")
      }
    }
  }
}
