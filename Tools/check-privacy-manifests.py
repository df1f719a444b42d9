"""Checks the privacy manifest of every library module: see Tools/check-privacy-manifests, which
runs this program from the repository's root."""
import os, plistlib, re, sys

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
# HeadlessUIKit is the test double of the platforms without UIKit (Linux, macOS): no app ships it.
modules = sorted(d for d in os.listdir("Sources")
                 if os.path.isdir(os.path.join("Sources", d)) and d != "HeadlessUIKit")
problems, found_total = [], 0
for module in modules:
    path = os.path.join("Sources", module, "Resources", "PrivacyInfo.xcprivacy")
    if not os.path.isfile(path):
        problems.append(f"{path}: missing; every library module ships a privacy manifest")
        continue
    try:
        with open(path, "rb") as f:
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
    for folder, _, files in os.walk(os.path.join("Sources", module)):
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
for problem in problems:
    print("check-privacy-manifests: " + problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"Privacy manifests: passed ({len(modules)} modules, no tracking, required-reason API uses found: {found_total})")
