"""Renders the symbol graphs of the library's modules as the text of API/*.txt, or counts them:
the second half of Tools/check-public-api, which extracts the graphs and compares the text.

    python3 Tools/check-public-api.py GRAPHS OUT   one OUT/<Module>.txt per module
    python3 Tools/check-public-api.py GRAPHS -     types and members per module, and as concepts
"""
import glob, json, os, re, sys
graphs, out = sys.argv[1], sys.argv[2]
counts = out == "-"
TYPES = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}
total, concepts = [0, 0, 0], [set(), set()]
for module in os.environ.get("API_MODULES", "QuickControl PinCodeControl PlaceholderTextView").split():
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
