"""Extracts and typechecks the ```swift blocks of the documentation: the second half of
Tools/check-doc-snippets, which describes the check, builds the modules the blocks import and
calls this program with what it found.

    python3 Tools/check-doc-snippets.py ROOT OUT LINUX_MODULES HAVE_SDK SDK RESOURCE_DIR \
        MODULE_CACHE IOS_MODULES SELF_TEST START NOW

HAVE_SDK and SELF_TEST are "yes" or "no"; START and NOW are the wrapper's $SECONDS when it began
and when it called this program, for the time in the summary line.
"""
import fnmatch, glob, os, re, shutil, subprocess, sys, time

(root, out, linux_modules, have_sdk, sdk, resource_dir, module_cache, ios_modules,
 self_test, _start, _now) = sys.argv[1:]
have_sdk = have_sdk == "yes"
self_test = self_test == "yes"
elapsed_before = int(_now) - int(_start)
began = time.time()
os.chdir(root)

LINUX_MODULES = {"QuickControl", "PinCodeControl", "PlaceholderTextView", "Foundation", "Observation", "Testing",
                 "PackageDescription"}
FENCE_OPEN = re.compile(r"^(\s*)```swift\s*$")
FENCE_CLOSE = re.compile(r"^\s*```\s*$")
IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)")
MARKER = re.compile(r"^\s*<!--\s*snippet:\s*(.*?)\s*-->\s*$")
MAIN_ATTRIBUTE = re.compile(r"^\s*@main\b")
DOC_COMMENT = re.compile(r"^\s*/// ?(.*)$")
CONTEXTS = "Tools/doc-snippet-contexts"
SPLIT = "// MARK: - Each fragment"
SLOT = "/*FRAGMENT*/"
PLANTED = 'let plantedTypeError: Int = "planted"'

def fail(message):
    print("check-doc-snippets: " + message, file=sys.stderr)
    sys.exit(1)

# 1. The documents, and the blocks in them.
docs = ["README.md", "Benchmarks/README.md"]
docs += sorted(os.path.relpath(p, root) for p in glob.glob(os.path.join(root, "Documentation/*.md")))
docs += sorted(os.path.relpath(p, root) for p in glob.glob(os.path.join(root, "Sources/*/*.docc/*.md")))
sources = sorted(os.path.relpath(p, root) for p in glob.glob(os.path.join(root, "Sources/**/*.swift"), recursive=True))

defaults = []
with open(os.path.join(CONTEXTS, "defaults"), encoding="utf-8") as f:
    for line in f:
        line = line.split("#", 1)[0].strip()
        if line:
            pattern, name = line.split()
            defaults.append((pattern, name))

def default_context(rel):
    for pattern, name in defaults:
        if fnmatch.fnmatch(rel, pattern):
            return name
    return "uikit"

PUBLIC = re.compile(r"\b(public|open)\b|^\s*(@[\w.]+(\([^)]*\))?\s+)*extension\b")

def documented_declaration(lines, j):
    """The first line of the declaration a `///` comment ending before line j documents."""
    while j < len(lines):
        stripped = lines[j].strip()
        if stripped and not stripped.startswith("//") and not re.match(r"^@[\w.]+(\(.*\))?$", stripped):
            return lines[j]
        j += 1
    return ""

class Block:
    pass

blocks = []
ignored_nonpublic = 0

def scan(rel):
    global ignored_nonpublic
    raw = open(os.path.join(root, rel), encoding="utf-8").read().split("\n")
    is_source = rel.endswith(".swift")
    if is_source:
        # Only `///` lines count, without their prefix; line numbers stay the file's.
        lines = [m.group(1) if m else None for m in (DOC_COMMENT.match(line) for line in raw)]
    else:
        lines = raw
    i = 0
    while i < len(lines):
        opening = FENCE_OPEN.match(lines[i]) if lines[i] is not None else None
        if opening:
            indent = len(opening.group(1))
            j = i + 1
            while j < len(lines) and lines[j] is not None and not FENCE_CLOSE.match(lines[j]):
                j += 1
            if j == len(lines) or lines[j] is None:
                fail("%s:%d: a ```swift block with no closing fence" % (rel, i + 1))
            if is_source and not PUBLIC.search(documented_declaration(raw, j + 1)):
                ignored_nonpublic += 1
                i = j + 1
                continue
            b = Block()
            b.doc, b.fence, b.is_source = rel, i + 1, is_source
            b.body = [line[indent:] if not line[:indent].strip() else line for line in lines[i + 1 : j]]
            previous = lines[i - 1] if i > 0 else None
            marker = MARKER.match(previous) if previous is not None else None
            b.marker = marker.group(1) if marker else None
            blocks.append(b)
            i = j
        i += 1

for rel in docs + sources:
    if os.path.isfile(os.path.join(root, rel)):
        scan(rel)

# 2. Contexts.
class Context:
    pass

contexts = {}

def imports_of(lines):
    return [m.group(1) for m in (IMPORT.match(line) for line in lines) if m]

def load_context(name):
    if name in contexts:
        return contexts[name]
    path = os.path.join(CONTEXTS, name + ".swift")
    if not re.match(r"^[\w-]+$", name) or not os.path.isfile(path):
        return None
    lines = open(path, encoding="utf-8").read().split("\n")
    if SPLIT not in [line.strip() for line in lines]:
        fail("%s: no line '%s'" % (path, SPLIT))
    split = [line.strip() for line in lines].index(SPLIT)
    slots = [k for k, line in enumerate(lines) if line.strip() == SLOT]
    if len(slots) != 1 or slots[0] < split:
        fail("%s: needs exactly one line %s below '%s'" % (path, SLOT, SPLIT))
    c = Context()
    c.name, c.path = name, path
    c.shared = lines[:split]
    # `// snippet-shared: OTHER` (first line): OTHER's declarations, not repeated here.
    shares = re.match(r"^// snippet-shared: ([\w-]+)$", lines[0])
    if shares:
        other = load_context(shares.group(1))
        if other is None:
            fail("%s: no context %s to share" % (path, shares.group(1)))
        c.shared = other.shared + c.shared
    c.imports = [line for line in c.shared if IMPORT.match(line)]
    # `// snippet-flags: …`: more arguments for swiftc (PackageDescription's version).
    c.flags = [flag for line in c.shared for flag in
               (line.split(":", 1)[1].split() if line.startswith("// snippet-flags:") else [])]
    modules = imports_of(c.shared)
    c.where = "linux" if set(modules) <= LINUX_MODULES else "ios"
    c.template = lines[split + 1 :]
    c.slot = slots[0] - split - 1
    c.alone = not lines[slots[0]].startswith((" ", "\t"))
    # `/*LOCATION*/` (optional, above the slot): where `#sourceLocation` goes when the
    # slot is inside an expression, such as an argument list.
    locations = [k for k, line in enumerate(c.template) if line.strip() == "/*LOCATION*/"]
    c.location = locations[0] if locations and locations[0] < c.slot else None
    if c.location is not None and not c.template[c.location].startswith((" ", "\t")):
        c.alone = True
    contexts[name] = c
    return c

bad = []
for b in blocks:
    b.imports = imports_of(b.body)
    b.mode = "library" if any(MAIN_ATTRIBUTE.match(line) for line in b.body) else "main"
    b.context = None
    b.kind = "complete" if b.imports else "fragment"
    b.reason = None
    verb, _, rest = (b.marker or "").partition(" ")
    if b.marker is None:
        pass
    elif verb == "skip" and rest.strip().startswith("(") and rest.strip().endswith(")") and rest.strip("() "):
        b.kind, b.reason = "skip", rest.strip()[1:-1].strip()
    elif verb == "context" and b.kind == "fragment" and rest.strip():
        b.context = rest.strip()
    else:
        bad.append("  %s:%d: <!-- snippet: %s -->" % (b.doc, b.fence, b.marker))
        continue
    if b.kind == "fragment":
        b.context = b.context or default_context(b.doc)
        c = load_context(b.context)
        if c is None:
            bad.append("  %s:%d: no context %s/%s.swift" % (b.doc, b.fence, CONTEXTS, b.context))
            continue
        b.where = c.where
    elif b.kind == "complete":
        b.where = "linux" if set(b.imports) <= LINUX_MODULES else "ios"
if bad:
    fail("unknown or misplaced markers (use 'skip (reason)', or 'context NAME' on a fragment):\n" + "\n".join(bad))

# 3. Files.
work = os.path.join(out, "work")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)

def location(b):
    return '#sourceLocation(file: "%s", line: %d)' % (b.doc.replace("\\", "\\\\").replace('"', '\\"'), b.fence + 1)

def complete_text(b, planted=False):
    body = list(b.body)
    if planted:
        last_import = max(k for k, line in enumerate(body) if IMPORT.match(line))
        body.insert(last_import + 1, PLANTED)
    return "\n".join([location(b)] + body + ["#sourceLocation()"]) + "\n"

def fragment_text(b, planted=False):
    c = contexts[b.context]
    body = ([PLANTED] if planted else []) + b.body
    template = list(c.template)
    if c.location is None:
        template[c.slot : c.slot + 1] = [location(b)] + body + ["#sourceLocation()"]
    else:
        # `#sourceLocation` cannot stand inside an expression: it goes where the template
        # says, numbered so that the fragment's lines are the document's.
        template[c.slot : c.slot + 1] = body
        shift = Block()
        shift.doc, shift.fence = b.doc, b.fence - (c.slot - c.location - 1)
        template[c.location] = location(shift)
        template.append("#sourceLocation()")
    return "\n".join(c.imports + template) + "\n"

STAND_INS = """import Observation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: Observable)
macro DocSnippetObservable() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")
"""

counter = [0]

def compile_files(where, files, mode, strict, extra=()):
    """files: [(name, text)]. Returns (ok, output)."""
    counter[0] += 1
    d = os.path.join(work, "%04d" % counter[0])
    os.makedirs(d)
    paths = []
    for name, text in files:
        if where == "ios":
            text = re.sub(r"@Observable\b", "@DocSnippetObservable", text)
        p = os.path.join(d, name)
        with open(p, "w", encoding="utf-8") as f:
            f.write(text)
        paths.append(p)
    flags = ["swiftc", "-swift-version", "6", "-typecheck", "-module-name", "DocSnippet"]
    if strict:
        flags.append("-warnings-as-errors")
    if mode == "library":
        flags.append("-parse-as-library")
    if where == "linux":
        # PackageDescription: for the README's Package.swift lines.
        manifest_api = os.path.join(os.path.dirname(os.path.realpath(shutil.which("swiftc"))), "..", "lib", "swift", "pm", "ManifestAPI")
        flags += ["-I", linux_modules, "-I", manifest_api]
    else:
        stand_ins = os.path.join(d, "DocSnippetStandIns.swift")
        with open(stand_ins, "w", encoding="utf-8") as f:
            f.write(STAND_INS)
        paths.append(stand_ins)
        flags += ["-target", "arm64-apple-ios16.0", "-sdk", sdk, "-resource-dir", resource_dir,
                  "-module-cache-path", module_cache, "-I", ios_modules]
    result = subprocess.run(flags + list(extra) + paths, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    return result.returncode == 0, result.stdout

DIAGNOSTIC = re.compile(r"^(\S[^:\n]*):(\d+):(\d+): (error|warning): (.*)$", re.M)
UNUSED = re.compile(r"^initialization of (immutable value|variable) '(\w+)' was never used")

def block_at(doc, line, among):
    for b in among:
        if b.doc == doc and b.fence < line <= b.fence + len(b.body):
            return b
    return None

def judge(ok, output, among):
    """The blocks of `among` with an error or a warning, and whether anything else failed."""
    failed, other = set(), False
    for m in DIAGNOSTIC.finditer(output):
        doc, line, severity, message = m.group(1), int(m.group(2)), m.group(4), m.group(5)
        b = block_at(doc, line, among)
        if severity == "warning" and b is not None:
            # A fragment may declare a value it does not use, on a line of its own top level.
            u = UNUSED.match(message)
            if u and re.match(r"^(let|var)\s+%s\b" % re.escape(u.group(2)), b.body[line - b.fence - 1]):
                continue
        if b is not None:
            failed.add(b)
        else:
            other = True
    if not ok and not failed:
        other = True
    return failed, other

def relevant_output(output):
    # Keep the diagnostics, not the compiler's "N warnings treated as errors" noise.
    return output.rstrip() + "\n"

# 4. Compile.
compiled = {"linux": 0, "ios": 0}
skipped_ios = 0
failures = []
complete = [b for b in blocks if b.kind == "complete"]
fragments = [b for b in blocks if b.kind == "fragment"]
skipped = [b for b in blocks if b.kind == "skip"]

for b in complete:
    if b.where == "ios" and not have_sdk:
        skipped_ios += 1
        continue
    ok, output = compile_files(b.where, [("main.swift" if b.mode == "main" else "snippet.swift", complete_text(b))],
                               b.mode, strict=True)
    if ok:
        compiled[b.where] += 1
    else:
        failures.append(("%s:%d: this example does not compile %s:" % (
            b.doc, b.fence, "on Linux" if b.where == "linux" else "against the iOS SDK for iOS 16"), output))

def fragment_units():
    """(context, [blocks]) per compile: the contexts with the same declarations share one."""
    units, batched = [], {}
    for name in sorted({b.context for b in fragments}):
        c = contexts[name]
        members = [b for b in fragments if b.context == name]
        if c.alone:
            units += [(c, [b]) for b in members]
        else:
            key = "\n".join(c.shared)
            if key in batched:
                batched[key][1].extend(members)
            else:
                batched[key] = (c, members)
                units.append(batched[key])
    return units

def compile_unit(c, members, planted=None):
    files = [("Context.swift", "\n".join(c.shared) + "\n")]
    for k, b in enumerate(members):
        # A fragment at file scope is compiled alone, as top-level code (a Package.swift's).
        name = "main.swift" if c.alone else "Fragment%03d.swift" % k
        files.append((name, fragment_text(b, planted is b)))
    ok, output = compile_files(c.where, files, "main" if c.alone else "library", strict=False, extra=c.flags)
    return ok, output

units = fragment_units()
used_contexts = set()
for c, members in units:
    if c.where == "ios" and not have_sdk:
        skipped_ios += len(members)
        continue
    used_contexts.update(b.context for b in members)
    ok, output = compile_unit(c, members)
    failed, other = judge(ok, output, members)
    compiled[c.where] += len(members) - len(failed)
    if failed or other:
        where = "on Linux" if c.where == "linux" else "against the iOS SDK for iOS 16"
        names = ", ".join("%s:%d" % (b.doc, b.fence) for b in sorted(failed, key=lambda b: (b.doc, b.fence)))
        names_of_contexts = ", ".join(sorted({b.context for b in members}))
        failures.append(("fragments through the contexts %s (%s/) do not compile %s%s:" % (
            names_of_contexts, CONTEXTS, where, (": " + names) if names else ""), output))

total = compiled["linux"] + compiled["ios"]
n_fragments = sum(1 for b in fragments if not (b.where == "ios" and not have_sdk))
n_complete_ok = sum(1 for b in complete if not (b.where == "ios" and not have_sdk))
summary = "%d compiled (%d complete, %d fragments through %d contexts; %d on Linux, %d against the iOS SDK for iOS 16), %d skipped" % (
    total, n_complete_ok, n_fragments, len(used_contexts), compiled["linux"], compiled["ios"], len(skipped))
if failures:
    for heading, output in failures:
        print("check-doc-snippets: " + heading, file=sys.stderr)
        sys.stderr.write(relevant_output(output))
    print("doc snippets: FAILED, %d compile(s) failed; %s" % (len(failures), summary), file=sys.stderr)
    sys.exit(1)

if not have_sdk:
    print("doc snippets: the %d UIKit/SwiftUI examples skipped, no SDK at %s (see DEVELOPERS.md)" % (skipped_ios, sdk))

# 5. Self-test: a type error planted in the first block of each kind must fail the check,
#    at the document's line.
if self_test:
    def expect_planted(b, ok, output, what):
        if ok:
            fail("self-test: FAILED: an error planted in %s:%d was not detected" % (b.doc, b.fence))
        if not re.search(r"^%s:\d+:\d+: error: cannot convert value of type 'String'" % re.escape(b.doc), output, re.M):
            print("check-doc-snippets self-test: FAILED: %s:%d broke for another reason:" % (b.doc, b.fence), file=sys.stderr)
            sys.stderr.write(output)
            sys.exit(1)
        print("check-doc-snippets self-test: planted error in the %s at %s:%d detected" % (what, b.doc, b.fence))
    for where in ("linux", "ios"):
        if where == "ios" and not have_sdk:
            continue
        b = next((b for b in complete if b.where == where), None)
        if b is None:
            print("check-doc-snippets self-test: no complete %s block to plant an error in" % where)
        else:
            ok, output = compile_files(where, [("main.swift" if b.mode == "main" else "snippet.swift",
                                                complete_text(b, planted=True))], b.mode, strict=True)
            expect_planted(b, ok, output, "complete block (%s)" % where)
        for in_comment in (False, True):
            if in_comment and where == "linux":
                continue
            unit = next(((c, m) for c, m in units if c.where == where and any(b.is_source == in_comment for b in m)), None)
            if unit is None:
                print("check-doc-snippets self-test: no %s fragment to plant an error in" % where)
                continue
            c, members = unit
            b = next(b for b in members if b.is_source == in_comment)
            ok, output = compile_unit(c, members, planted=b)
            expect_planted(b, ok, output, "fragment%s (context %s, %s)" % (" of a /// comment" if in_comment else "", c.name, where))

print("doc snippets: %s (%d s)" % (summary, elapsed_before + int(time.time() - began)))
for b in skipped:
    print("  skipped: %s:%d (%s)" % (b.doc, b.fence, b.reason))
