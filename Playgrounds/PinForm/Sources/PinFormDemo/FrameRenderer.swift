#if !QUICKCONTROL_UIKIT
  import PinCodeControl
  import PlaceholderTextView
  import QuickControl

  /// Draws a ``PinForm`` as text with ANSI styling.
  ///
  /// It reads what the engine put into the targets — each PIN's
  /// `PinCodeControl.items` (fill, border, width, symbol), the labels' text and
  /// ``TextStyle``, the button's title style, the text view's placeholder label
  /// and colours — and maps those values to characters and SGR codes. It never
  /// looks at a control's state to choose a look.
  @MainActor
  package struct FrameRenderer {
    /// Whether to emit ANSI colour and attribute codes.
    package var usesColor: Bool
    /// The colour translucent colours are blended over (the assumed terminal background).
    package var canvas = UIColor(white: 0.1, alpha: 1)
    /// The width of the caption column.
    package var captionWidth = 14
    /// The width of the comment box's inside.
    package var commentWidth = 30

    /// Creates a renderer.
    package init(usesColor: Bool) {
      self.usesColor = usesColor
    }

    /// The whole form, one line per row, `\n`-separated, without a trailing newline.
    package func render(_ form: PinForm) -> String {
      var lines: [String] = []
      lines.append("  " + styled("QuickControl · change your PIN", TextStyle(bold: true)))
      lines.append("")
      for field in [PinForm.Field.oldPin, .newPin, .repeatPin] {
        lines.append(row(form, field, body: pinBody(form.pin(field)!)))
      }
      lines.append(row(form, .comment, body: commentBody(form)))
      lines.append(row(form, .apply, body: styled(form.applyButton.title, form.applyButton.titleStyle)))
      lines.append("")
      lines.append("  " + styled(form.message, TextStyle(foreground: Palette.success, bold: true)))
      lines.append(
        "  "
          + styled(
            "Tab/Shift-Tab move · digits type · Backspace deletes · Enter applies · Esc or q quits",
            TextStyle(faint: true)))
      return lines.joined(separator: "\n")
    }

    private func row(_ form: PinForm, _ field: PinForm.Field, body: String) -> String {
      let caption = form.captions[field]!
      let hint = form.hints[field]!
      let padded = caption.text.padding(toLength: captionWidth, withPad: " ", startingAt: 0)
      var line = styled(padded, caption.style) + body
      if !hint.text.isEmpty { line += "  " + styled(hint.text, hint.style) }
      return line
    }

    /// One cell per item: `[`, the symbol on the fill colour, `]`, the brackets in the border colour.
    package func pinBody(_ pin: PinCodeControl) -> String {
      pin.items.map { item in
        let edge = TextStyle(foreground: item.borderColor, bold: item.borderWidth >= 2)
        let (left, right) = item.borderWidth > 0 ? ("[", "]") : (" ", " ")
        let fill = TextStyle(foreground: pin.symbolColor, background: item.fillColor)
        return styled(left, edge) + styled(item.symbol.map(String.init) ?? " ", fill) + styled(right, edge)
      }.joined()
    }

    private func commentBody(_ form: PinForm) -> String {
      let view = form.comment
      let shown = view.isShowingPlaceholder ? (view.placeholderLabel.text ?? "") : view.text ?? ""
      let color = Palette.color(view.isShowingPlaceholder ? view.placeholderLabel.textColor : view.textColor)
      let cursor = form.commentCursor.text
      let room = commentWidth - cursor.count
      var visible = String(shown.suffix(room))
      if shown.count > room { visible = "…" + visible.dropFirst() }
      let text: String
      if view.isShowingPlaceholder {
        text = styled(cursor, form.commentCursor.style) + styled(visible, TextStyle(foreground: color))
      } else {
        text = styled(visible, TextStyle(foreground: color)) + styled(cursor, form.commentCursor.style)
      }
      let padding = String(repeating: " ", count: max(0, commentWidth - visible.count - cursor.count))
      return styled("│", form.commentFrame.style) + text + padding + styled("│", form.commentFrame.style)
        + " "
        + styled(form.commentCounter.text, form.commentCounter.style)
    }

    /// `text` wrapped in the SGR codes of `style`, or `text` alone without colour.
    package func styled(_ text: String, _ style: TextStyle) -> String {
      guard usesColor, !text.isEmpty else { return text }
      var codes: [String] = []
      if style.isBold { codes.append("1") }
      if style.isFaint { codes.append("2") }
      if style.isUnderlined { codes.append("4") }
      if let foreground = style.foreground, Palette.components(foreground).alpha > 0 {
        codes.append("38;2;" + rgb(foreground))
      }
      if let background = style.background, Palette.components(background).alpha > 0 {
        codes.append("48;2;" + rgb(background))
      }
      guard !codes.isEmpty else { return text }
      return "\u{1B}[" + codes.joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }

    /// `r;g;b` of `color` blended over ``canvas`` by its alpha.
    package func rgb(_ color: UIColor) -> String {
      let (color, canvas) = (Palette.components(color), Palette.components(canvas))
      func channel(_ value: Double, _ base: Double) -> Int {
        Int(((value * color.alpha + base * (1 - color.alpha)) * 255).rounded())
      }
      return
        "\(channel(color.red, canvas.red));\(channel(color.green, canvas.green));\(channel(color.blue, canvas.blue))"
    }
  }

  extension String {
    /// The string without ANSI escape sequences (`ESC [ … letter`).
    package var strippingANSI: String {
      var result = ""
      var iterator = makeIterator()
      while let character = iterator.next() {
        guard character == "\u{1B}" else {
          result.append(character)
          continue
        }
        while let next = iterator.next(), !(next.isLetter && next != "[") {}
      }
      return result
    }
  }
#endif
