"""Renders the symbol graphs of the library's modules as the text of API/*.txt, or counts them:
the second half of Tools/check-public-api, which extracts the graphs and compares the text.

    python3 Tools/check-public-api.py GRAPHS OUT   one OUT/<Module>.txt per module
    python3 Tools/check-public-api.py GRAPHS -     types and members per module, and as concepts
    python3 Tools/check-public-api.py --self-test  render a planted symbol graph, expect its lines
"""
import glob, json, os, re, sys, tempfile

TYPES = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}


def render(graphs, out, modules):
    """Writes OUT/<Module>.txt for each module, or (OUT "-") prints the counts."""
    counts = out == "-"
    total, concepts = [0, 0, 0], [set(), set()]
    for module in modules:
        lines, n = set(), [0, 0, 0]
        for path in glob.glob(os.path.join(graphs, module + ".symbols.json")) + glob.glob(os.path.join(graphs, module + "@*.symbols.json")):
            for s in json.load(open(path))["symbols"]:
                uri = s.get("location", {}).get("uri", "")
                if "sourceOrigin" in s or "/Sources/" not in uri:
                    continue
                deprecated = any("deprecated" in a or a.get("isUnconditionallyDeprecated") for a in s.get("availability", []))
                kind = s["kind"]["identifier"]
                declaration = re.sub(r"\s+", " ", "".join(f["spelling"] for f in s.get("declarationFragments", []))).strip()
                lines.add("%s  %s  %s%s" % (".".join(s["pathComponents"]), kind.replace("swift.", ""), declaration, "  [deprecated]" if deprecated else ""))
                n[2 if deprecated else 0 if kind in TYPES else 1] += 1
                # A concept: a type that is not another name for an existing one, or a member name
                # with its overloads (setValue(_:for:…) in all its forms is one thing to learn).
                if not deprecated and kind != "swift.typealias":
                    path = s["pathComponents"]
                    key = ".".join(path) if kind in TYPES else ".".join(path[:-1] + [re.sub(r"\(.*", "", path[-1])])
                    concepts[0 if kind in TYPES else 1].add((module, key))
        total = [a + b for a, b in zip(total, n)]
        if counts:
            print("  %-20s %3d types  %3d members  (%d deprecated)" % (module, *n))
        else:
            with open(os.path.join(out, module + ".txt"), "w") as f:
                f.write("\n".join(sorted(lines)) + "\n")
    if counts:
        print("  %-20s %3d types  %3d members  (%d deprecated)" % ("total", *total))
        print("  %-20s %3d types  %3d members  (typealiases and deprecated apart, overloads once)"
              % ("as concepts", len(concepts[0]), len(concepts[1])))


def self_test():
    """Renders a planted graph: what counts, what is left out, how a line reads."""
    def symbol(path, kind, declaration, uri="file:///repo/Sources/Planted/Planted.swift", **extra):
        return dict(pathComponents=path, kind={"identifier": "swift." + kind}, location={"uri": uri},
                    declarationFragments=[{"spelling": part} for part in declaration], **extra)
    graph = {"symbols": [
        symbol(["Planted"], "class", ["class ", "Planted"]),
        symbol(["Planted", "value"], "property", ["var ", "value", ":  ", "Int"]),
        symbol(["Planted", "set(_:)"], "method", ["func ", "set", "(_: Int)"]),
        symbol(["Planted", "set(_:animated:)"], "method", ["func ", "set", "(_: Int, animated: Bool)"]),
        symbol(["Planted", "old"], "property", ["var ", "old", ": Int"], availability=[{"domain": "*", "isUnconditionallyDeprecated": True}]),
        symbol(["PlantedAlias"], "typealias", ["typealias ", "PlantedAlias", " = ", "Planted"]),
        symbol(["Planted", "description"], "property", ["var ", "description", ": String"], sourceOrigin={}),
        symbol(["Planted", "hash"], "property", ["var ", "hash", ": Int"], uri="file:///repo/.build/checkouts/Other.swift"),
    ]}
    expected = [
        "Planted  class  class Planted",
        "Planted.old  property  var old: Int  [deprecated]",
        "Planted.set(_:)  method  func set(_: Int)",
        "Planted.set(_:animated:)  method  func set(_: Int, animated: Bool)",
        "Planted.value  property  var value: Int",
        "PlantedAlias  typealias  typealias PlantedAlias = Planted",
    ]
    failures = 0
    with tempfile.TemporaryDirectory() as scratch:
        with open(os.path.join(scratch, "Planted.symbols.json"), "w") as f:
            json.dump(graph, f)
        render(scratch, scratch, ["Planted"])
        lines = open(os.path.join(scratch, "Planted.txt")).read().splitlines()
        if lines != expected:
            print("check-public-api.py self-test: FAILED: the planted graph renders as\n  %s\nnot\n  %s"
                  % ("\n  ".join(lines), "\n  ".join(expected)), file=sys.stderr)
            failures += 1
        printed = os.path.join(scratch, "counts.txt")
        stdout = sys.stdout
        with open(printed, "w") as sys.stdout:
            render(scratch, "-", ["Planted"])
        sys.stdout = stdout
        counts = open(printed).read()
        # 2 types (the typealias too), 3 members, 1 deprecated; as concepts: 1 type, 2 members.
        for want in ("Planted                2 types    3 members  (1 deprecated)",
                     "as concepts            1 types    2 members"):
            if want not in counts:
                print("check-public-api.py self-test: FAILED: the counts do not say %r:\n%s" % (want, counts),
                      file=sys.stderr)
                failures += 1
    if failures:
        sys.exit(1)
    print("check-public-api.py self-test: a planted symbol graph renders and counts as expected")


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
    else:
        render(sys.argv[1], sys.argv[2],
               os.environ.get("API_MODULES", "QuickControl PinCodeControl PlaceholderTextView").split())
