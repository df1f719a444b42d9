import PinFormDemo
import Testing

@Suite("Key scripts and terminal bytes")
struct KeyScriptTests {
  @Test func scriptEscapes() throws {
    let keys = try KeyScript.parse(#"12\t\T\r\n\b\e\.\\x"#)
    #expect(
      keys == [
        .character("1"), .character("2"), .tab, .shiftTab, .enter, .enter, .backspace, .escape, .idle,
        .character("\\"), .character("x"),
      ])
  }

  @Test func badEscapesAreErrors() {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse(#"1\q"#) }
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse(#"1\"#) }
  }

  @Test func terminalBytes() {
    let bytes: [UInt8] = [
      0x31, 0x09, 0x1B, 0x5B, 0x5A, 0x0D, 0x7F, 0x1B, 0x03, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43,
    ]
    #expect(
      KeyScript.decode(bytes) == [
        .character("1"), .tab, .shiftTab, .enter, .backspace, .escape, .interrupt, .tab,
      ])
    #expect(KeyScript.decode(Array("né".utf8)) == [.character("n"), .character("é")])
  }
}
