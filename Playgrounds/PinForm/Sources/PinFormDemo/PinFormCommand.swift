#if !QUICKCONTROL_UIKIT
  import Foundation
  import TestSupport

  /// The `pin-form` command: argument parsing and the interactive and scripted modes.
  @MainActor
  package enum PinFormCommand {
    /// The script `swift run --package-path Playgrounds pin-form` plays when not on a terminal and no keys are given:
    /// a weak PIN, a valid chain, a comment, Apply.
    package static let demoScript =
      #"1111\b\b\b\b1357\.2580\.2581\b0\.new phone\.\t\r\."#

    /// The frame step of scripted mode: each frame advances the demo's clock this much.
    package static let frameStep = Duration.seconds(1)
    /// The rotation interval of the comment's placeholders.
    package static let rotationInterval = Duration.seconds(2)

    /// The `--help` text.
    package static let usage = """
      pin-form: a PIN-change form drawn in the terminal from QuickControl per-state values.

      USAGE: swift run --package-path Playgrounds pin-form [--script KEYS] [--color auto|always|never] [--secure]

        (no options)      interactive on a terminal; otherwise plays the keys read from a
                          pipe, or a built-in demo script, and prints every frame
        --script KEYS     play KEYS and print every frame (works in CI and in a pipe)
        --color WHEN      ANSI colour: auto (a terminal, unless NO_COLOR is set), always, never
        --no-color        the same as --color never
        --secure          mask the PINs
        -h, --help        this help

      KEYS (interactive): digits type into a PIN, Tab / Shift-Tab (or Down / Up) move,
      Backspace deletes, Enter presses Apply (elsewhere: next field), Esc or q quits
      (q types into the comment), Ctrl-C quits. The terminal is restored on every exit.

      KEY SCRIPT SYNTAX:
      \(KeyScript.syntaxHelp)

      EXAMPLE:
        swift run --package-path Playgrounds pin-form --script '1111\\b\\b\\b\\b1357 2580 2580\\t\\r'
      """

    /// Runs the command with `arguments` (without the program name); returns the exit status.
    package static func run(arguments: [String]) async -> Int32 {
      var script: String?
      var color = "auto"
      var secure = false
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        switch argument {
        case "-h", "--help":
          print(usage)
          return 0
        case "--script":
          guard let value = remaining.popFirst() else { return fail("--script needs KEYS") }
          script = value
        case "--color":
          guard let value = remaining.popFirst(), ["auto", "always", "never"].contains(value) else {
            return fail("--color takes auto, always or never")
          }
          color = value
        case "--no-color": color = "never"
        case "--secure": secure = true
        default:
          if argument.hasPrefix("--script=") {
            script = String(argument.dropFirst("--script=".count))
          } else if argument.hasPrefix("--color=") {
            color = String(argument.dropFirst("--color=".count))
          } else {
            return fail("unknown argument \(argument)")
          }
        }
      }
      let stdoutIsTerminal = Terminal.isTerminal(STDOUT_FILENO)
      let usesColor =
        switch color {
        case "always": true
        case "never": false
        default: stdoutIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }

      if let script {
        do {
          return await playScript(try KeyScript.parse(script), usesColor: usesColor, secure: secure)
        } catch {
          return fail(error.description)
        }
      }
      if Terminal.isTerminal(STDIN_FILENO) && stdoutIsTerminal {
        return await runInteractive(usesColor: usesColor, secure: secure)
      }
      // Not a terminal: keys from a pipe, else the demo script.
      if !Terminal.isTerminal(STDIN_FILENO) && Terminal.inputIsReady(milliseconds: 200) {
        let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        if !bytes.isEmpty {
          return await playScript(KeyScript.decode(bytes), usesColor: usesColor, secure: secure)
        }
      }
      Terminal.write("(standard input is not a terminal: playing the demo script; see --help)\n")
      return await playScript(try! KeyScript.parse(demoScript), usesColor: usesColor, secure: secure)
    }

    private static func fail(_ message: String) -> Int32 {
      FileHandle.standardError.write(Data("pin-form: \(message)\nTry pin-form --help.\n".utf8))
      return 2
    }

    // MARK: - Scripted

    /// Plays `keys` and prints a frame before the first key and after each one.
    package static func playScript(_ keys: [Key], usesColor: Bool, secure: Bool) async -> Int32 {
      let clock = ManualClock()
      let form = PinForm(
        clock: clock, randomNumberGenerator: SeededGenerator(seed: 6), rotationInterval: rotationInterval)
      form.oldPin.isSecureTextEntry = secure
      form.newPin.isSecureTextEntry = secure
      form.repeatPin.isSecureTextEntry = secure
      let renderer = FrameRenderer(usesColor: usesColor)
      await settle(form, clock)
      emit(frame: 0, title: "start", renderer.render(form))
      for (index, key) in keys.enumerated() {
        let goesOn = form.handle(key)
        clock.advanceWithoutWaiting(by: frameStep)
        await settle(form, clock)
        emit(frame: index + 1, title: "after \(key.displayName)", renderer.render(form))
        if !goesOn {
          Terminal.write("--- quit ---\n")
          break
        }
      }
      return 0
    }

    private static func emit(frame: Int, title: String, _ text: String) {
      Terminal.write("--- frame \(frame) · \(title) ---\n" + text + "\n")
    }

    /// Waits until the placeholder rotation has handled the clock's time: it sleeps
    /// for its next change again, or it stopped. Deterministic, and bounded in wall time.
    static func settle(_ form: PinForm, _ clock: ManualClock) async {
      let deadline = ContinuousClock.now.advanced(by: .seconds(5))
      while form.rotation.isRunning && clock.sleeperCount == 0 && ContinuousClock.now < deadline {
        await Task.yield()
      }
    }

    // MARK: - Interactive

    private static func runInteractive(usesColor: Bool, secure: Bool) async -> Int32 {
      let form = PinForm(rotationInterval: rotationInterval)
      form.oldPin.isSecureTextEntry = secure
      form.newPin.isSecureTextEntry = secure
      form.repeatPin.isSecureTextEntry = secure
      let renderer = FrameRenderer(usesColor: usesColor)
      guard Terminal.enterRawMode() else { return fail("cannot put the terminal in raw mode") }
      defer { Terminal.restore() }

      let (keys, continuation) = AsyncStream<Key>.makeStream()
      let reader = Thread {
        while true {
          let bytes = Terminal.readKeyBytes()
          if bytes.isEmpty {
            continuation.yield(.interrupt)
            return
          }
          for key in KeyScript.decode(bytes) { continuation.yield(key) }
        }
      }
      reader.start()
      let ticker = Task {
        while !Task.isCancelled {
          try? await Task.sleep(for: .milliseconds(100))
          continuation.yield(.idle)
        }
      }
      defer { ticker.cancel() }

      var last = ""
      func draw() {
        let frame = renderer.render(form).replacingOccurrences(of: "\n", with: "\r\n")
        guard frame != last else { return }
        last = frame
        Terminal.write("\u{1B}[H\u{1B}[2J\r\n" + frame + "\r\n")
      }
      draw()
      for await key in keys {
        guard form.handle(key) else { break }
        draw()
      }
      return 0
    }
  }
#endif
