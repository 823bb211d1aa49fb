"""Maintainers: put each declared exercise's "must handle" list into its prompt (English, and
Chinese in ``translations/zh``) and its differential test at the end of its hidden tests.

    .venv/bin/python scripts/declare_contracts.py

Idempotent: a list already between its markers is replaced by the declaration's rendering, a
tests cell that already calls the runner is left as it is. ``tests/test_domains.py`` fails when
a prompt and its declaration disagree.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from graders.course import SOLUTIONS, read, write  # noqa: E402
from graders.translation import TRANSLATIONS, dump, load, source_hash  # noqa: E402
from ptp.contracts_decl import DECLARATIONS  # noqa: E402
from ptp.domains import BEGIN, END, marked  # noqa: E402

CALL = ("\nfrom ptp.contracts_decl import DECLARATIONS as _DECLARED\n"
        "from ptp.domains import differential as _differential\n\n"
        "# then every input the prompt's \"must handle\" list allows, compared with the reference\n"
        "_differential(_DECLARED[{exercise!r}], {function})\n")
FUNCTION = {"ex4_row_clip": "lambda x, limit: RowClip(limit)(x)"}


def with_list(text: str, block: str, exercise: str) -> str:
    """``text`` with ``block`` between its markers (appended when there are none)."""
    pattern = re.compile(re.escape(BEGIN.format(exercise)) + r".*?" + re.escape(END), re.S)
    if pattern.search(text):
        return pattern.sub(lambda _: block, text)
    return text.rstrip("\n") + "\n\n" + block


def main() -> int:
    for path in sorted(SOLUTIONS.glob("*/*.ipynb")):
        nb = read(path)
        changed, translations = False, {}
        for i, cell in enumerate(nb.cells):
            gid = cell.metadata.get("nbgrader", {}).get("grade_id", "")
            decl = DECLARATIONS.get(gid)
            if decl is None or not cell.metadata["nbgrader"].get("solution"):
                continue
            prompt, tests = nb.cells[i - 1], nb.cells[i + 1]
            new = with_list(prompt.source, marked(decl), decl.exercise)
            if new != prompt.source:
                prompt.source, changed = new, True
            translations[prompt.get("id")] = (prompt.source, decl)
            if "_differential(" not in tests.source:
                function = FUNCTION.get(gid, decl.name)
                head, _, tail = tests.source.rpartition("### END HIDDEN TESTS")
                tests.source = (head.rstrip("\n") + "\n" + CALL.format(exercise=gid,
                                                                       function=function)
                                + "### END HIDDEN TESTS" + tail)
                changed = True
        if changed:
            write(nb, path)
        yaml_path = TRANSLATIONS / f"{path.stem}.yaml"
        if translations and yaml_path.exists():
            data = load(yaml_path)
            for cid, (source, decl) in translations.items():
                entry = data["cells"][cid]
                entry["zh"] = with_list(entry["zh"], marked(decl, "zh"), decl.exercise) + "\n"
                entry["zh"] = entry["zh"].rstrip("\n") + "\n"
                entry["en"] = source_hash(source)
                if "source" in entry:
                    entry["source"] = source
            yaml_path.write_text(dump(data), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
