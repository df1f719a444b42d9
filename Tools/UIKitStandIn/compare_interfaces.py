#!/usr/bin/env python3
"""Lists every declaration of the UIKit stand-in next to the SDK's declaration of the same name.

Usage: compare_interfaces.py STANDIN_DIR SDK_DIR STANDIN_SOURCES
       compare_interfaces.py --self-test   (a planted stand-in and SDK; no SDK needed)
  STANDIN_DIR holds the stand-in's emitted interfaces (CoreGraphics, QuartzCore, UIKit
  .swiftinterface); SDK_DIR holds the SDK's synthesized interfaces (UIKit, QuartzCore,
  CoreGraphics, CoreFoundation, Foundation .swiftinterface). Run by compare-with-sdk.

Each stand-in declaration is keyed by its container (e.g. UIView, UIControl.State) and its
name with argument labels (e.g. `func addSubview(_:)`, `init(frame:)`, `var frame`). For a
key found in the SDK, it compares the signature (types, optionality, labels, default
arguments, throws, `{ get }`), the access level (open/public), static/class, convenience,
@NSCopying, availability that restricts the package's targets, and enum raw values; the SDK member is searched in the container, then in any
container (protocol members that UIKit classes mirror). Isolation and Sendable inference are
not visible in synthesized interfaces; those are checked by compiling probes (see
RECONCILIATION.md). Output: one line per declaration, `same`, `DIFF` or `NOT IN SDK`.
"""
import os
import re
import sys

MODULES = r"\b(?:Swift|Foundation|FoundationEssentials|CoreGraphics|QuartzCore|UIKit|CoreFoundation|ObjectiveC|_Concurrency)\."
SKIP_NAMES = {"RawValue", "ArrayLiteralElement", "Element", "AllCases"}


def strip_comments(text):
    # An Objective-C factory method: a convenience initialiser subclasses do not inherit.
    text = text.replace("/*not inherited*/", "convenience")
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return "\n".join(re.sub(r"//.*$", "", line) for line in text.splitlines())


def split_top(s, sep=","):
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return parts


def labels(params):
    out = []
    for p in split_top(params):
        p = p.strip()
        if not p:
            continue
        head = p.split(":", 1)[0].strip().split()
        out.append(head[0] if head else "_")
    return "".join(label + ":" for label in out)


def paren_group(s, start):
    depth = 0
    for i in range(start, len(s)):
        if s[i] == "(":
            depth += 1
        elif s[i] == ")":
            depth -= 1
            if depth == 0:
                return s[start + 1:i], i + 1
    return s[start + 1:], len(s)


ATTR = re.compile(r"^@[\w.]+(\([^()]*(\([^()]*\)[^()]*)*\))?\s*")
MODIFIERS = {"open", "public", "internal", "final", "override", "required", "convenience",
             "static", "class", "nonisolated", "dynamic", "weak", "unowned", "unowned(unsafe)",
             "optional", "mutating", "indirect", "@objc", "lazy"}


class Decl:
    def __init__(self, container, text, attrs):
        self.container = container
        self.attrs = attrs
        words = text
        self.mods = set()
        while True:
            m = ATTR.match(words)
            if m:
                self.attrs.append(m.group(0).strip())
                words = words[m.end():]
                continue
            first = words.split(" ", 1)[0]
            if first == "class" and re.match(r"class\s+\w+\s*(:|\{|<|$)", words):
                break
            if first in MODIFIERS:
                self.mods.add(first)
                words = words[len(first):].lstrip()
                continue
            break
        self.sig = re.sub(r"\s+", " ", words).strip()
        self.key = self.make_key()

    def make_key(self):
        s = self.sig
        m = re.match(r"(func|init\??|init!|subscript)\s*([^(\s<]*)", s)
        if m:
            start = s.find("(")
            params, _ = paren_group(s, start)
            kind = "init" if m.group(1).startswith("init") else m.group(1)
            name = m.group(2) if kind == "func" else ""
            return f"{kind} {name}({labels(params)})".replace("init (", "init(")
        m = re.match(r"(var|let)\s+`?(\w+)`?", s)
        if m:
            return f"var {m.group(2)}"
        m = re.match(r"case\s+`?(\w+)`?", s)
        if m:
            return f"case {m.group(1)}"
        m = re.match(r"(class|struct|enum|protocol|typealias|actor)\s+(\w+)", s)
        if m:
            return f"type {m.group(2)}"
        return s

    def norm_sig(self):
        s = re.sub(MODULES, "", self.sig)
        s = re.sub(r"\blet\b", "var", s)
        s = s.replace("{ get set }", "").replace("{ set get }", "")
        s = re.sub(r"^(case `?\w+`?) = .*$", r"\1", s)  # raw values: compared from the sources
        s = re.sub(r"\bCFTypeRef\b", "AnyObject", s)  # a typealias of AnyObject in Swift
        if self.container == "CGAffineTransform":
            s = s.replace("Double", "CGFloat")  # the synthesizer prints the C typedef as Double
        if s.startswith(("func", "init", "subscript")):
            start = s.find("(")
            params, end = paren_group(s, start)
            norm = []
            for p in split_top(params):
                p = p.strip()
                head, _, rest = p.partition(":")
                label = head.split()[0] if head.split() else "_"
                rest = re.sub(r"\s=\s.*$", " = default", rest.strip())
                norm.append(f"{label}: {rest}")
            s = s[:start] + "(" + ", ".join(norm) + ")" + s[end:]
        s = re.sub(r":\s*(Hashable|Equatable|RawRepresentable|OptionSet|Sendable|@unchecked Sendable|[\w.@ ]+)(,\s*[\w.@ ]+)*\s*$", "", s) if s.startswith(("struct", "enum", "class", "protocol")) else s
        s = re.sub(r"\s+", " ", s).strip()
        return s

    def flags(self):
        f = set()
        for m in ("open", "public", "static", "class", "convenience"):
            if m in self.mods:
                f.add("static/class" if m in ("static", "class") else m)
        return f

    def availability(self):
        """The availability that restricts the package's targets (iOS/Mac Catalyst 16, tvOS 16,
        visionOS 1): introductions after those, deprecations, unavailability."""
        out = []
        floor = {"iOS": 16.0, "tvOS": 16.0, "visionOS": 1.0, "macCatalyst": 16.0}
        for a in self.attrs:
            if not a.startswith("@available"):
                continue
            body = re.sub(r"\s+", " ", a[len("@available("):-1])
            parts = [p.strip() for p in split_top(body)]
            head = parts[0].split()
            if head[0] not in ("iOS", "*"):  # synthesized for iOS: other platforms are not shown
                continue
            if len(head) == 2 or len(parts) > 1 and parts[-1] == "*" and head[0] != "*":
                # shorthand: `iOS 17.0, tvOS 17.0, *`
                for p in parts:
                    plat = p.split()
                    if len(plat) == 2 and plat[0] in floor and float(re.sub(r"^(\d+\.?\d*).*", r"\1", plat[1])) > floor[plat[0]]:
                        out.append(f"{plat[0]} {plat[1]}")
                continue
            if any(p.startswith(("deprecated", "unavailable", "obsoleted")) for p in parts[1:]):
                out.append(body.split(", message")[0])
        return sorted(out)


def supertypes(sdk):
    """Maps each SDK class/protocol to its superclass and protocols, for inherited members."""
    out = {}
    for d in sdk:
        m = re.match(r"(class|protocol|struct|enum) (\w+)\s*:\s*(.*)$", re.sub(MODULES, "", d.sig))
        if m:
            name = f"{d.container}.{m.group(2)}" if d.container else m.group(2)
            out.setdefault(name, []).extend(p.strip().replace("@unchecked ", "") for p in split_top(m.group(3)))
    return out


def raw_values(standin_sources):
    """`(enum, case) -> raw value` from the stand-in's sources (interfaces omit raw values)."""
    out = {}
    for root, _, files in os.walk(standin_sources):
        for name in files:
            if not name.endswith(".swift"):
                continue
            enum = None
            for line in open(os.path.join(root, name)):
                m = re.search(r"\benum (\w+)\s*:", line)
                if m:
                    enum = m.group(1)
                m = re.match(r"\s*case (`?\w+`?) = (.+?)\s*$", line)
                if m and enum:
                    out[(enum, m.group(1).strip("`"))] = m.group(2)
    return out


def parse(path):
    text = strip_comments(open(path).read())
    decls, stack, pending, accessor = [], [], [], None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if accessor is not None:
            if line == "}":
                decl = accessor
                decl.sig += " { get set }" if decl.accessors & {"set", "_modify"} else " { get }"
                decl.key = decl.make_key()
                decls.append(decl)
                accessor = None
            else:
                accessor.accessors.add(line.split()[-1])
            continue
        if line == "}":
            if stack:
                stack.pop()
            continue
        if re.fullmatch(r"(@[\w.]+(\(.*\))?\s*)+", line):
            pending.append(line)
            continue
        container = stack[-1] if stack else ""
        m = re.search(r"\b(class|struct|enum|protocol|extension|actor)\s+(?!(?:var|let|func|subscript)\b)([\w.]+)", line)
        opens = line.endswith("{")
        is_type = m and opens and not re.search(r"\b(func|var|let|init)\b", line.split(m.group(1))[0])
        if is_type:
            name = re.sub(MODULES, "", m.group(2))
            path_name = name if m.group(1) == "extension" else (f"{container}.{name}" if container else name)
            if m.group(1) != "extension":
                decl = Decl(container, line[:-1].strip(), pending)
                decls.append(decl)
            pending = []
            stack.append(path_name)
            continue
        if opens and re.search(r"\b(var|subscript)\b", line):
            accessor = Decl(container, line[:-1].strip(), pending)
            accessor.accessors = set()
            pending = []
            continue
        if line.startswith(("import ", "deinit", "typealias", "public typealias")) or re.match(
                r"extension .*\{\s*\}$", line):
            pending = []  # imports, typealiases, and conformances the compiler adds (Sendable, Hashable...)
            continue
        decls.append(Decl(container, line, pending))
        pending = []
    return decls


def main():
    standin_dir, sdk_dir, standin_sources = sys.argv[1], sys.argv[2], sys.argv[3]
    sdk = []
    for name in sorted(os.listdir(sdk_dir)):
        if name.endswith(".swiftinterface"):
            sdk += parse(os.path.join(sdk_dir, name))
    by_key = {}
    for d in sdk:
        by_key.setdefault((d.container, d.key), []).append(d)
    supers = supertypes(sdk)
    protocols = {(f"{d.container}." if d.container else "") + d.key[5:] for d in sdk
                 if d.key.startswith("type ") and d.sig.startswith("protocol ")}
    raws = raw_values(standin_sources)
    sdk_raws = {}
    for d in sdk:
        m = re.match(r"case (`?\w+`?) = (.+)$", d.sig)
        if m:
            sdk_raws[(d.container.split(".")[-1], m.group(1).strip("`"))] = m.group(2)

    def lookup(container, key, seen=None):
        """The container's own declarations of `key`, then those of its supertypes and
        protocols: an overload may come from either (UIView's `convert(_:to:)` for a
        `UIView?`, UICoordinateSpace's for a coordinate space); the best match wins."""
        seen = seen if seen is not None else set()
        if container in seen:
            return []
        seen.add(container)
        found = list(by_key.get((container, key), []))
        for parent in supers.get(container, []):
            found += lookup(parent, key, seen)
        return found
    counts = {"same": 0, "DIFF": 0, "NOT IN SDK": 0}
    for module in ("CoreGraphics", "QuartzCore", "UIKit"):
        for d in parse(os.path.join(standin_dir, f"{module}.swiftinterface")):
            if d.key.startswith("type ") and d.key[5:] in SKIP_NAMES:
                continue
            if d.key in ("init(rawValue:)", "var rawValue", "var hashValue", "func ==(::)",
                         "func hash(into:)") and d.container:
                continue  # witnesses the SDK leaves implicit (the conformances are compared)
            if re.match(r"func [^\w\s(]", d.sig) or d.sig.startswith("import "):
                continue  # operators (==) of Equatable/Hashable: the conformances are compared
            candidates = lookup(d.container, d.key)
            if not candidates and d.key.startswith("type "):
                candidates = lookup("", d.key)
            if not candidates and d.key.startswith("init") and d.mods & {"override"}:
                counts["same"] += 1
                print(f"{'inherited':<10}  {module}  {d.container}: {d.sig} (re-declared; the SDK inherits it)")
                continue
            where = f"{d.container}: " if d.container else ""
            if not candidates:
                counts["NOT IN SDK"] += 1
                print(f"NOT IN SDK  {module}  {where}{d.sig}")
                continue
            # The overload with the same signature first, the container's own before an
            # inherited or protocol one: a protocol's requirement must not hide how the
            # class itself declares the member.
            candidates.sort(key=lambda c: (c.norm_sig() != d.norm_sig(), c.container != d.container))
            if candidates and candidates[0].container == d.container and candidates[0].norm_sig() == d.norm_sig():
                candidates = [c for c in candidates if c.container == d.container]
            best, best_diff = None, None
            for c in candidates:
                diffs = []
                inherited = c.container != d.container and d.key.startswith("init") and d.mods & {"override", "required"}
                mirrored = c.container in protocols and d.container not in protocols
                if c.norm_sig() != d.norm_sig():
                    diffs.append(f"signature: SDK `{c.norm_sig()}` vs stand-in `{d.norm_sig()}`")
                if inherited:
                    diffs = [] if c.norm_sig() == d.norm_sig() else diffs
                    diffs += [] if c.norm_sig() == d.norm_sig() else []
                    if not diffs:
                        best, best_diff = c, ["(inherited)"]
                        break
                if c.flags() != d.flags() and not mirrored:
                    diffs.append(f"modifiers: SDK {sorted(c.flags())} vs stand-in {sorted(d.flags())}")
                copying = ["@NSCopying" in x.attrs for x in (c, d)]
                if copying[0] != copying[1]:
                    diffs.append(f"@NSCopying: SDK {copying[0]} vs stand-in {copying[1]}")
                if c.availability() != d.availability():
                    diffs.append(f"availability: SDK {c.availability()} vs stand-in {d.availability()}")
                if c.container != d.container and not mirrored:
                    diffs.append(f"declared in SDK on {c.container or 'top level'}")
                if d.key.startswith("case "):
                    enum, case = d.container.split(".")[-1], d.key[5:].strip("`")
                    if raws.get((enum, case)) != sdk_raws.get((enum, case)):
                        diffs.append(f"raw value: SDK {sdk_raws.get((enum, case))} vs stand-in {raws.get((enum, case))}")
                if best_diff is None or len(diffs) < len(best_diff):
                    best, best_diff = c, diffs
                if not diffs:
                    break
            if best_diff == ["(inherited)"]:
                counts["same"] += 1
                print(f"{'inherited':<10}  {module}  {where}{d.sig} (re-declared; the SDK inherits it from {best.container})")
                continue
            status = "same" if not best_diff else "DIFF"
            counts[status] += 1
            note = f" (mirrored from protocol {best.container})" if best.container in protocols and d.container not in protocols else ""
            print(f"{status:<10}  {module}  {where}{d.sig}{note}")
            for line in best_diff:
                print(f"              - {line}")
    print(f"compare-with-sdk: {counts['same']} same, {counts['DIFF']} with differences, "
          f"{counts['NOT IN SDK']} not found in the SDK")


def self_test():
    """Compares a planted stand-in with a planted SDK: each kind of difference must be reported,
    and the faithful declarations must be `same`."""
    import subprocess, tempfile
    sdk_uikit = """import Foundation
@available(iOS 2.0, *)
@_Concurrency.MainActor @preconcurrency open class UIView : UIKit.UIResponder {
  @_Concurrency.MainActor @preconcurrency open var frame: CoreGraphics.CGRect {
    get
    set
  }
  @_Concurrency.MainActor @preconcurrency open func addSubview(_ view: UIKit.UIView)
  @_Concurrency.MainActor @preconcurrency open func layoutIfNeeded()
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs")
  @_Concurrency.MainActor @preconcurrency open func traitCollectionDidChange(_ previousTraitCollection: UIKit.UITraitCollection?)
}
@available(iOS 2.0, *)
@_Concurrency.MainActor @preconcurrency open class UIResponder : ObjectiveC.NSObject {
  @_Concurrency.MainActor @preconcurrency open var isFirstResponder: Swift.Bool {
    get
  }
}
public enum UITextBorderStyle : Swift.Int, @unchecked Swift.Sendable {
  case none = 0
  case line = 1
}
"""
    standin_uikit = """import Foundation
@preconcurrency @_Concurrency.MainActor open class UIResponder : ObjectiveC.NSObject {
  @_Concurrency.MainActor @preconcurrency open var isFirstResponder: Swift.Bool {
    get
  }
}
@preconcurrency @_Concurrency.MainActor open class UIView : UIKit.UIResponder {
  @_Concurrency.MainActor @preconcurrency open var frame: CoreGraphics.CGRect {
    get
    set
  }
  @_Concurrency.MainActor @preconcurrency public func addSubview(_ view: UIKit.UIView)
  @_Concurrency.MainActor @preconcurrency open func layoutIfNeeded(animated: Swift.Bool)
  @_Concurrency.MainActor @preconcurrency open func traitCollectionDidChange(_ previousTraitCollection: UIKit.UITraitCollection?)
  @_Concurrency.MainActor @preconcurrency open func plantedMember()
}
public enum UITextBorderStyle : Swift.Int, @unchecked Swift.Sendable {
  case none
  case line
}
"""
    # Interfaces omit raw values; the stand-in's come from its sources.
    standin_source = "public enum UITextBorderStyle: Int, @unchecked Sendable {\n  case none = 0\n  case line = 2\n}\n"
    expected = [
        ("same", "UIView: var frame: CoreGraphics.CGRect { get set }"),
        ("same", "UIResponder: var isFirstResponder: Swift.Bool { get }"),
        ("same", "class UIView : UIKit.UIResponder"),
        ("same", "UITextBorderStyle: case none"),
        ("DIFF", "UIView: func addSubview(_ view: UIKit.UIView)", "modifiers: SDK ['open'] vs stand-in ['public']"),
        ("NOT IN SDK", "UIView: func layoutIfNeeded(animated: Swift.Bool)"),
        ("DIFF", "UIView: func traitCollectionDidChange", "availability: SDK ['iOS, introduced: 8.0, deprecated: 17.0'] vs stand-in []"),
        ("NOT IN SDK", "UIView: func plantedMember()"),
        ("DIFF", "UITextBorderStyle: case line", "raw value: SDK 1 vs stand-in 2"),
    ]
    with tempfile.TemporaryDirectory() as scratch:
        dirs = {name: os.path.join(scratch, name) for name in ("standin", "sdk", "sources")}
        for folder in dirs.values():
            os.mkdir(folder)
        files = {("standin", "UIKit.swiftinterface"): standin_uikit,
                 ("standin", "CoreGraphics.swiftinterface"): "import Foundation\n",
                 ("standin", "QuartzCore.swiftinterface"): "import Foundation\n",
                 ("sdk", "UIKit.swiftinterface"): sdk_uikit,
                 ("sources", "UITextBorderStyle.swift"): standin_source}
        for (folder, name), text in files.items():
            with open(os.path.join(dirs[folder], name), "w") as f:
                f.write(text)
        run = subprocess.run([sys.executable, __file__, dirs["standin"], dirs["sdk"], dirs["sources"]],
                             capture_output=True, text=True)
    output = run.stdout
    failures = []
    if run.returncode != 0:
        failures.append(f"exited {run.returncode}: {run.stderr.strip()}")
    entries = re.split(r"\n(?=\S)", output.strip())
    for status, declaration, *detail in expected:
        found = [e for e in entries if e.startswith(status) and declaration in e]
        if not found:
            failures.append(f"no `{status}` entry for {declaration}")
        elif detail and detail[0] not in found[0]:
            failures.append(f"the `{status}` entry for {declaration} does not say {detail[0]!r}")
    summary = "compare-with-sdk: 6 same, 3 with differences, 2 not found in the SDK"
    if summary not in output:
        failures.append(f"the summary line is not {summary!r}")
    for failure in failures:
        print(f"compare_interfaces.py self-test: FAILED: {failure}", file=sys.stderr)
    if failures:
        print("Its output:\n" + output, file=sys.stderr)
        sys.exit(1)
    print(f"compare_interfaces.py self-test: planted differences reported ({len(expected)} declarations, no SDK needed)")


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
    else:
        main()
