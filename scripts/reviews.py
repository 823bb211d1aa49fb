"""The expert reads each part keeps, and which parts are due for one (``make test-fast`` says).

A review is a Markdown file ``reviews/<part>.md`` (``<part>`` is the notebook's name, e.g.
``05a_loops``), newest read first. Each read opens with a header block::

    ## 2026-12-01, commit 1a2b3c4
    - part: solutions/05_training/05a_loops.ipynb
    - text: 3f9c0d1e2a4b5c6d   (the part's text when the read ended: ``reviews.py --hash PATH``)
    - readers: a senior PyTorch engineer who teaches; a newcomer to PyTorch (who did not write it)
    - scores: prose 4, flow 4, exercises 5

then what was struck and how it was fixed (cell id, the sentence, the fix), and what was read
and kept. The *text* of a part is its Markdown cells and the code cells a learner reads (not the
exercises' tests cells): when it changes, the part is **due** for a new read.

    python scripts/reviews.py            # parts due: never read, or text changed since
    python scripts/reviews.py --hash solutions/05_training/05a_loops.ipynb

The Chinese edition's native reads are kept the same way in ``reviews/zh/<part>.md``, one per
translation file (``translations/zh/<part>.yaml``: a part, or START_HERE, GLOSSARY, README),
with ``- part: translations/zh/<part>.yaml``, ``- text:`` the hash of that file
(``reviews.py --hash translations/zh/05a_loops.yaml``), the readers (a Chinese newcomer and a
Chinese senior engineer, neither of whom wrote the translation) and ``- marked:`` the number of
sentences the read marked as reading like a translation or wrong (each listed with its rewrite
below the header): a read that marks nothing has ``- marked: 0``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
REVIEWS = REPO / "reviews"
SOLUTIONS = REPO / "solutions"
HEADER = re.compile(r"^## (\d{4}-\d\d-\d\d), commit ([0-9a-f]{7,40})\s*$", re.M)
FIELD = re.compile(r"^- (part|text|readers|scores|marked): (.+?)\s*$", re.M)
TRANSLATIONS = REPO / "translations" / "zh"
ZH_REVIEWS = REVIEWS / "zh"


def text_hash(notebook: Path) -> str:
    """A short hash of what a learner reads in ``notebook``: its Markdown cells and its code
    cells other than the exercises' tests cells."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    parts = []
    for cell in cells:
        meta = cell.get("metadata", {}).get("nbgrader", {})
        if cell["cell_type"] == "code" and meta.get("grade") and not meta.get("solution"):
            continue  # a tests cell: checked by the round trip and mutation analysis
        source = cell["source"]
        parts.append(cell["cell_type"] + "\n" + ("".join(source) if isinstance(source, list)
                                                 else source))
    return hashlib.sha256("\n\x00".join(parts).encode()).hexdigest()[:16]


def file_hash(path: Path) -> str:
    """A short hash of a translation file (what a native read read)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def latest(review: Path) -> dict[str, str] | None:
    """The newest read in ``review``: its date, commit and fields, or None."""
    text = review.read_text(encoding="utf-8")
    heads = list(HEADER.finditer(text))
    if not heads:
        return None
    end = heads[1].start() if len(heads) > 1 else len(text)
    block = text[heads[0].start():end]
    fields = {m.group(1): m.group(2).split()[0] if m.group(1) in ("text",) else m.group(2)
              for m in FIELD.finditer(block)}
    return {"date": heads[0].group(1), "commit": heads[0].group(2), **fields}


def parts() -> list[Path]:
    return sorted(p for p in SOLUTIONS.glob("[0-9][0-9]_*/*.ipynb"))


def due() -> list[tuple[str, str]]:
    """(part, why) for each part whose last read is missing or older than its text."""
    found = []
    for notebook in parts():
        review = REVIEWS / f"{notebook.stem}.md"
        read = latest(review) if review.exists() else None
        if read is None:
            found.append((notebook.stem, "never read"))
        elif read.get("text") != text_hash(notebook):
            found.append((notebook.stem, f"text changed since the read of {read['date']}"))
    return found


def due_zh() -> list[tuple[str, str]]:
    """(translation, why) for each Chinese translation file whose last native read is missing
    or older than the file."""
    found = []
    for path in sorted(TRANSLATIONS.glob("*.yaml")):
        if path.stem == "ptp":
            continue  # the helpers' messages: read with every part's diagnoses
        review = ZH_REVIEWS / f"{path.stem}.md"
        read = latest(review) if review.exists() else None
        if read is None:
            found.append((path.stem, "never read"))
        elif read.get("text") != file_hash(path):
            found.append((path.stem, f"changed since the read of {read['date']}"))
    return found


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hash", metavar="NOTEBOOK", help="print the text hash of a part")
    args = ap.parse_args(argv)
    if args.hash:
        path = Path(args.hash)
        print(file_hash(path) if path.suffix == ".yaml" else text_hash(path))
        return 0
    pending = due()
    for part, why in pending:
        print(f"review due: {part} ({why})")
    if not pending:
        print(f"every part's last review matches its text ({len(parts())} parts)")
    for part, why in due_zh():
        print(f"native read due (中文): {part} ({why})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
