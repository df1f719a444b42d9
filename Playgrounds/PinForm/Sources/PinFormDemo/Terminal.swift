#if !QUICKCONTROL_UIKIT
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #elseif canImport(Musl)
    import Musl
  #endif
  import Foundation

  /// The terminal state to restore, readable from a signal handler.
  nonisolated(unsafe) private var savedTermios = termios()
  nonisolated(unsafe) private var rawModeActive = false
  /// Shows the cursor and leaves the alternate screen.
  nonisolated(unsafe) private let restoreSequence: UnsafeMutablePointer<CChar> = strdup(
    "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")!

  /// Raw-mode terminal I/O for the interactive demo, restored on every exit path.
  ///
  /// ``enterRawMode()`` saves the terminal's settings, turns off line
  /// buffering and echo (signals stay on, so Ctrl-C is SIGINT), switches to the
  /// alternate screen and hides the cursor. ``restore()`` undoes it; it runs on
  /// a normal return, and signal handlers for SIGINT, SIGTERM, SIGHUP and
  /// SIGQUIT run it before exiting, as do handlers for crashes (SIGILL,
  /// SIGTRAP, SIGABRT, SIGSEGV, SIGBUS), which then re-raise the signal.
  package enum Terminal {
    /// Whether file descriptor `fd` is a terminal.
    package static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Enters raw mode on standard input; `false` if standard input is no terminal.
    package static func enterRawMode() -> Bool {
      var original = termios()
      guard tcgetattr(STDIN_FILENO, &original) == 0 else { return false }
      savedTermios = original
      var raw = original
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
      raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
      withUnsafeMutableBytes(of: &raw.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
      }
      installSignalHandlers()
      rawModeActive = true
      guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
        rawModeActive = false
        return false
      }
      write("\u{1B}[?1049h\u{1B}[?25l")
      return true
    }

    /// Restores the saved settings, the cursor and the main screen; safe to call twice.
    package static func restore() {
      restoreFromSignal()
    }

    /// Writes `text` to standard output at once.
    package static func write(_ text: String) {
      var text = text
      text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
          #if canImport(Glibc)
            let written = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
          #elseif canImport(Darwin)
            let written = Darwin.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
          #else
            let written = Musl.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
          #endif
          if written <= 0 { return }
          offset += written
        }
      }
    }

    /// Reads what one key press sends (up to 32 bytes); empty at end of input.
    package static func readKeyBytes() -> [UInt8] {
      var buffer = [UInt8](repeating: 0, count: 32)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count > 0 { return Array(buffer[0..<count]) }
        if count < 0 && errno == EINTR { continue }
        return []
      }
    }

    /// Waits up to `milliseconds` for standard input to have data or reach its end.
    package static func inputIsReady(milliseconds: Int32) -> Bool {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      return poll(&descriptor, 1, milliseconds) > 0
    }

    private static func installSignalHandlers() {
      for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
        Glue.install(signal) { number in
          restoreFromSignal()
          _exit(128 + number)
        }
      }
      for signal in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS] {
        Glue.install(signal) { number in
          restoreFromSignal()
          Glue.install(number, nil)
          raise(number)
        }
      }
    }
  }

  /// Async-signal-safe restore: `tcsetattr` and `write` only.
  private func restoreFromSignal() {
    guard rawModeActive else { return }
    rawModeActive = false
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTermios)
    _ = write(STDOUT_FILENO, restoreSequence, strlen(restoreSequence))
  }

  /// `signal(2)` across C libraries.
  private enum Glue {
    static func install(_ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?) {
      #if canImport(Darwin)
        _ = Darwin.signal(signal, handler ?? SIG_DFL)
      #elseif canImport(Glibc)
        _ = Glibc.signal(signal, handler ?? SIG_DFL)
      #else
        _ = Musl.signal(signal, handler ?? SIG_DFL)
      #endif
    }
  }
#endif
