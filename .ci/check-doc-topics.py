#!/usr/bin/env python3
"""Every public type of a module belongs to a topic group of its catalog.

Usage: check-doc-topics.py CATALOG SYMBOLS_JSON

Reads the module's symbol graph (the one `docc convert` builds the catalog
from) and the catalog's Markdown files, and fails when a top-level type
(struct, enum, class, protocol or type alias) appears in no list item of a
"## Topics" section, such as "- ``CivilCalendar``". DocC would otherwise
file it under a default group silently. Whether each link resolves is
docc's own check (--warnings-as-errors).
"""

import json
import re
import sys
from pathlib import Path

TYPE_KINDS = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias"}


def curated(catalog):
    """The symbol names listed under "## Topics" in the catalog's files."""
    names = set()
    for page in sorted(Path(catalog).rglob("*.md")):
        in_topics = False
        for line in page.read_text(encoding="utf-8").splitlines():
            if line.startswith("## "):
                in_topics = line.strip() == "## Topics"
            elif in_topics:
                match = re.match(r"^- ``([^`]+)``", line)
                if match:
                    names.add(match.group(1).split("/")[-1])
    return names


def main():
    catalog, symbols = sys.argv[1], sys.argv[2]
    graph = json.loads(Path(symbols).read_text(encoding="utf-8"))
    types = sorted(
        {
            symbol["pathComponents"][0]
            for symbol in graph["symbols"]
            if symbol["kind"]["identifier"] in TYPE_KINDS and len(symbol["pathComponents"]) == 1
        }
    )
    missing = [name for name in types if name not in curated(catalog)]
    if missing:
        print(f"docs: {catalog}: {len(missing)} public types in no topic group: {', '.join(missing)}")
        sys.exit(1)
    print(f"docs: {catalog}: each of the {len(types)} public types is in a topic group")


if __name__ == "__main__":
    main()
