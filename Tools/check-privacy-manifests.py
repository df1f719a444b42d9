"""Checks the privacy manifest of every library module: see Tools/check-privacy-manifests, which
runs this program from the repository's root.

    python3 Tools/check-privacy-manifests.py [ROOT]     check ROOT's Sources/ (default: here)
    python3 Tools/check-privacy-manifests.py --self-test
        plant a defect of each kind in a copy of Sources/ and expect it reported, then expect
        the real tree to pass
"""
import os, plistlib, re, shutil, sys, tempfile

# Apple's required-reason API categories and the source patterns that use them.
categories = {
    "NSPrivacyAccessedAPICategoryUserDefaults": r"\bUserDefaults\b|\bNSUserDefaults\b|@AppStorage",
    "NSPrivacyAccessedAPICategoryFileTimestamp":
        r"\bcreationDate\b|\bmodificationDate\b|\bcontentModificationDate(Key)?\b|\bfileModificationDate\b"
        r"|\bcreationDateKey\b|\bgetattrlist\b|\bfstatat?\b|\bstat\(|\blstat\(",
    "NSPrivacyAccessedAPICategorySystemBootTime": r"\bsystemUptime\b|\bmach_absolute_time\b",
    "NSPrivacyAccessedAPICategoryDiskSpace":
        r"\bvolumeAvailableCapacity\w*\b|\bvolumeTotalCapacity\w*\b|\bsystemFreeSize\b|\bsystemSize\b"
        r"|\bstatv?fs\b",
    "NSPrivacyAccessedAPICategoryActiveKeyboards": r"\bactiveInputModes\b",
}

def check(root):
    """The problems of the manifests under root/Sources, and how many required-reason API uses
    a grep of the sources finds."""
    sources = os.path.join(root, "Sources")
    # HeadlessUIKit is the test double of the platforms without UIKit (Linux, macOS): no app ships it.
    modules = sorted(d for d in os.listdir(sources)
                     if os.path.isdir(os.path.join(sources, d)) and d != "HeadlessUIKit")
    problems, found_total = [], 0
    for module in modules:
        path = os.path.join("Sources", module, "Resources", "PrivacyInfo.xcprivacy")
        if not os.path.isfile(os.path.join(root, path)):
            problems.append(f"{path}: missing; every library module ships a privacy manifest")
            continue
        try:
            with open(os.path.join(root, path), "rb") as f:
                manifest = plistlib.load(f)
        except Exception as error:
            problems.append(f"{path}: not a property list ({error})")
            continue
        for key in ("NSPrivacyTracking", "NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes",
                    "NSPrivacyAccessedAPITypes"):
            if key not in manifest:
                problems.append(f"{path}: no {key}")
        if manifest.get("NSPrivacyTracking") is not False:
            problems.append(f"{path}: NSPrivacyTracking must be false (the package does not track)")
        declared = {entry.get("NSPrivacyAccessedAPIType") for entry in manifest.get("NSPrivacyAccessedAPITypes", [])}
        used = set()
        for folder, _, files in os.walk(os.path.join(sources, module)):
            for name in files:
                if not name.endswith(".swift"):
                    continue
                text = open(os.path.join(folder, name), encoding="utf-8").read()
                code = re.sub(r"//.*", "", text)  # comments and doc comments do not call APIs
                for category, pattern in categories.items():
                    if re.search(pattern, code):
                        used.add(category)
                        found_total += 1
        for category in sorted(used - declared):
            problems.append(f"{path}: Sources/{module} uses {category} but the manifest does not declare it")
        for category in sorted(declared - used):
            problems.append(f"{path}: declares {category}, which Sources/{module} does not use")
    return modules, problems, found_total


def self_test():
    """Plants each kind of defect in a copy of Sources/ and expects check() to report it."""
    def plant(edit, expected):
        with tempfile.TemporaryDirectory() as scratch:
            shutil.copytree("Sources", os.path.join(scratch, "Sources"),
                            ignore=shutil.ignore_patterns("*.lproj", "*.docc"))
            edit(os.path.join(scratch, "Sources", "PlaceholderTextView"))
            _, problems, _ = check(scratch)
        if not any(expected in problem for problem in problems):
            print(f"check-privacy-manifests self-test: FAILED: {expected!r} was not reported"
                  f" (reported: {problems})", file=sys.stderr)
            return 1
        print(f"check-privacy-manifests self-test: planted defect reported: ...{expected}")
        return 0

    def manifest(module):
        return os.path.join(module, "Resources", "PrivacyInfo.xcprivacy")

    def write(module, name, text):
        with open(os.path.join(module, name), "w", encoding="utf-8") as f:
            f.write(text)

    def rewrite_manifest(module, change):
        with open(manifest(module), "rb") as f:
            plist = plistlib.load(f)
        change(plist)
        with open(manifest(module), "wb") as f:
            plistlib.dump(plist, f)

    failures = 0
    failures += plant(lambda m: os.remove(manifest(m)), "PrivacyInfo.xcprivacy: missing")
    failures += plant(lambda m: write(m, "Resources/PrivacyInfo.xcprivacy", "<plist"), "not a property list")
    failures += plant(lambda m: rewrite_manifest(m, lambda p: p.update(NSPrivacyTracking=True)),
                      "NSPrivacyTracking must be false")
    failures += plant(lambda m: rewrite_manifest(m, lambda p: p.pop("NSPrivacyTrackingDomains")),
                      "no NSPrivacyTrackingDomains")
    failures += plant(lambda m: write(m, "Planted.swift", "let planted = UserDefaults.standard\n"),
                      "uses NSPrivacyAccessedAPICategoryUserDefaults but the manifest does not declare it")
    failures += plant(lambda m: rewrite_manifest(m, lambda p: p["NSPrivacyAccessedAPITypes"].append(
        {"NSPrivacyAccessedAPIType": "NSPrivacyAccessedAPICategoryDiskSpace",
         "NSPrivacyAccessedAPITypeReasons": ["E174.1"]})),
        "declares NSPrivacyAccessedAPICategoryDiskSpace, which Sources/PlaceholderTextView does not use")
    # A use in a comment is no use: a copy with one must pass as the tree does.
    with tempfile.TemporaryDirectory() as scratch:
        shutil.copytree("Sources", os.path.join(scratch, "Sources"),
                        ignore=shutil.ignore_patterns("*.lproj", "*.docc"))
        write(os.path.join(scratch, "Sources", "PlaceholderTextView"), "Planted.swift",
              "/// Not `UserDefaults`: a comment calls no API.\nlet planted = 1 // systemUptime\n")
        _, problems, _ = check(scratch)
        if problems != check(".")[1]:
            print("check-privacy-manifests self-test: FAILED: a comment naming an API was counted"
                  f" as a use ({problems})", file=sys.stderr)
            failures += 1
        else:
            print("check-privacy-manifests self-test: an API named in a comment is no use")
    if failures:
        sys.exit(1)


if len(sys.argv) > 1 and sys.argv[1] == "--self-test":
    self_test()
    root = "."
else:
    root = sys.argv[1] if len(sys.argv) > 1 else "."
modules, problems, found_total = check(root)
for problem in problems:
    print("check-privacy-manifests: " + problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"Privacy manifests: passed ({len(modules)} modules, no tracking, required-reason API uses found: {found_total})")
