#if !QUICKCONTROL_UIKIT
  import Foundation
  import Testing

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Runs the built `pin-form` executable with `--script` and checks its frames.
  @Suite("pin-form executable")
  struct PinFormExecutableTests {
    /// The frames the executable printed: frame number → text without ANSI codes.
    struct Run {
      let output: String
      let frames: [String]

      /// The line of `frame` that starts with `caption` (after the focus/validity marker).
      func row(_ caption: String, in frame: Int) -> String {
        frames[frame].split(separator: "\n").map(String.init).first { $0.dropFirst(2).hasPrefix(caption) }
          ?? ""
      }
    }

    static func run(_ arguments: [String]) throws -> Run {
      let process = Process()
      process.executableURL = try locateBinary()
      process.arguments = arguments
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      let output = String(decoding: data, as: UTF8.self)
      let frames = output.components(separatedBy: "--- frame ").dropFirst().map { chunk in
        String(chunk.drop { $0 != "\n" }.dropFirst()).strippingANSICodes
      }
      return Run(output: output, frames: frames)
    }

    /// The `pin-form` binary: in the build products directory that holds this test bundle.
    ///
    /// On Linux the running executable is the test binary
    /// (`<products>/<Package>PackageTests.xctest`); on macOS the image containing
    /// this code is the bundle's executable
    /// (`<products>/<Package>PackageTests.xctest/Contents/MacOS/…`). The
    /// products directory is the first ancestor that contains `pin-form`.
    /// `PIN_FORM_BINARY` overrides it.
    static func locateBinary() throws -> URL {
      if let path = ProcessInfo.processInfo.environment["PIN_FORM_BINARY"] {
        return URL(fileURLWithPath: path)
      }
      var starts: [URL] = []
      #if canImport(Darwin)
        var info = Dl_info()
        let anchor: @convention(c) () -> Void = {}
        if dladdr(unsafeBitCast(anchor, to: UnsafeRawPointer.self), &info) != 0, let name = info.dli_fname {
          starts.append(URL(fileURLWithPath: String(cString: name)))
        }
      #else
        // Linux: the test binary itself is the running executable.
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
          starts.append(URL(fileURLWithPath: path))
        }
      #endif
      starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
      starts.append(URL(fileURLWithPath: CommandLine.arguments[0]))
      for start in starts {
        var directory = start.deletingLastPathComponent()
        for _ in 0..<5 {
          let candidate = directory.appendingPathComponent("pin-form")
          if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
          directory = directory.deletingLastPathComponent()
        }
      }
      throw LocateError(searched: starts.map(\.path))
    }

    struct LocateError: Error, CustomStringConvertible {
      let searched: [String]
      var description: String {
        "pin-form was not found next to the test bundle (searched from \(searched)); "
          + "build it with `swift build`, or set PIN_FORM_BINARY"
      }
    }

    @Test func startsWithOnlyTheOldPINEnabled() throws {
      let run = try Self.run(["--script", "", "--color", "never"])
      #expect(run.frames.count == 1)
      #expect(run.row("Old PIN", in: 0).contains("type 4 digits"))
      #expect(run.row("New PIN", in: 0).contains("locked"))
      #expect(run.row("Repeat PIN", in: 0).contains("locked"))
      #expect(run.frames[0].contains("Apply is disabled"))
    }

    @Test func aWeakPINShowsInvalid() throws {
      let run = try Self.run(["--script", "1111", "--color", "never"])
      #expect(run.frames.count == 5)
      #expect(!run.row("Old PIN", in: 3).contains("too weak"))
      #expect(run.row("Old PIN", in: 4).hasPrefix("✗"))
      #expect(run.row("Old PIN", in: 4).contains("[1][1][1][1]  too weak"))
      #expect(run.row("New PIN", in: 4).contains("locked"), "a weak old PIN keeps the new PIN locked")
    }

    @Test func theInvalidLookIsTheEngineRedInColour() throws {
      let run = try Self.run(["--script", "1111", "--color", "always"])
      let lastFrame = run.output.components(separatedBy: "--- frame 4").last ?? ""
      // UIColor.systemRed (255, 59, 48 in light), the invalid preset's border and fill.
      #expect(lastFrame.contains("38;2;255;59;48"))
      #expect(lastFrame.contains("48;2;255;59;48"))
    }

    @Test func aValidChainEnablesApplyAndApplyClearsTheForm() throws {
      let run = try Self.run(["--script", #"135725802580\t\r"#, "--color", "never"])
      #expect(run.frames.count == 15)
      #expect(run.row("New PIN", in: 4).contains("type 4 digits"), "a valid old PIN enables the new PIN")
      #expect(run.row("Repeat PIN", in: 8).contains("type 4 digits"))
      #expect(run.row("Repeat PIN", in: 12).contains("valid"))
      #expect(run.frames[12].contains("Tab to Apply, then Enter"), "a valid repeat PIN enables Apply")
      #expect(run.frames[13].contains("press Enter to change the PIN"), "Tab reaches Apply")
      let cleared = run.frames[14]
      #expect(cleared.contains("PIN changed (1)"))
      #expect(run.row("Old PIN", in: 14).contains("[ ][ ][ ][ ]  type 4 digits"))
      #expect(run.row("New PIN", in: 14).contains("[ ][ ][ ][ ]  locked"))
      #expect(run.row("Repeat PIN", in: 14).contains("[ ][ ][ ][ ]  locked"))
      #expect(cleared.contains("Apply is disabled"))
    }

    @Test func escQuitsAndTheOutputIsDeterministic() throws {
      let first = try Self.run(["--script", #"12\.\.\.\eunplayed"#, "--color", "always"])
      #expect(first.frames.count == 7, "frame 0, five keys, Esc; nothing after it")
      #expect(first.output.hasSuffix("--- quit ---\n"))
      let second = try Self.run(["--script", #"12\.\.\.\eunplayed"#, "--color", "always"])
      #expect(first.output == second.output, "placeholders rotate on a manual clock")
    }

    @Test func badScriptsFailWithAMessage() throws {
      let process = Process()
      process.executableURL = try Self.locateBinary()
      process.arguments = ["--script", #"1\q"#]
      process.standardOutput = Pipe()
      process.standardError = Pipe()
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 2)
    }
  }

  extension String {
    fileprivate var strippingANSICodes: String {
      replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
  }
#endif
