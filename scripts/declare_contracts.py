"""Maintainers: put each declared exercise's "must handle" list into its prompt (English, and
Chinese in ``translations/zh``) and its differential test at the end of its hidden tests.

    .venv/bin/python scripts/declare_contracts.py

Idempotent: a list already between its markers is replaced by the declaration's rendering. The
differential test passes a reference defined in the hidden tests block (``def
_reference_<name>``), never in ``ptp``, which ships to every learner: a tests cell that already
calls the runner with its reference is left as it is; one that calls it without (the former
shape) gets the call with ``reference=``; one that does not call it gets the call and, when its
hidden block defines no reference yet, a stub to replace with the reference (written to be
obviously right, not the solution: a loop, float64, the definition). ``tests/test_domains.py``
fails when a prompt and its declaration disagree, or when a reference is a stub.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from edition.builder import TRANSLATIONS, dump, load, source_hash  # noqa: E402
from graders.course import SOLUTIONS, read, write  # noqa: E402
from graders.hidden import END as HIDDEN_END  # noqa: E402
from ptp.contracts_decl import DECLARATIONS  # noqa: E402
from ptp.domains import BEGIN, END, Declaration, marked  # noqa: E402

IMPORTS = ("from ptp.contracts_decl import DECLARATIONS as _DECLARED\n"
           "from ptp.domains import differential as _differential\n")
COMMENT = ("# then every input the prompt's \"must handle\" list allows, compared with the "
           "reference\n")
CALL = "_differential(_DECLARED[{exercise!r}], {function}, reference={reference})\n"
STUB = ("def {reference}({params}):\n"
        "    raise NotImplementedError(\"maintainers: write the reference of {exercise} here\")\n")


def reference_name(exercise: str) -> str:
    """The hidden reference's name: ``_reference_brighten`` for ``ex1_brighten``."""
    return "_reference_" + exercise.split("_", 1)[1]


def with_list(text: str, block: str, exercise: str) -> str:
    """``text`` with ``block`` between its markers (appended when there are none)."""
    pattern = re.compile(re.escape(BEGIN.format(exercise)) + r".*?" + re.escape(END), re.S)
    if pattern.search(text):
        return pattern.sub(lambda _: block, text)
    return text.rstrip("\n") + "\n\n" + block


def outside_list(text: str, decl: Declaration) -> str:
    """``text`` without its generated "must handle" list: the prompt's own words."""
    return with_list(text, "", decl.exercise).strip()


def with_call(source: str, decl: Declaration, reference_source: str | None = None) -> str:
    """The tests cell ``source`` whose last hidden block ends with ``decl``'s differential test,
    passing the reference the block defines (``reference_source``, or a stub, when it defines
    none yet)."""
    exercise, reference = decl.exercise, reference_name(decl.exercise)
    call = CALL.format(exercise=exercise, function=decl.call or decl.name,
                       reference=reference)
    head, _, tail = source.rpartition(HIDDEN_END)
    if call in head:
        return source
    old = re.compile(r"^_differential\(_DECLARED\[" + re.escape(repr(exercise)) + r"\], .*\)\n",
                     re.M)
    head = old.sub("", head)
    head = head.replace(COMMENT, "").replace(IMPORTS, "").rstrip("\n") + "\n"
    if not re.search(rf"^def {reference}\(", head, re.M):
        params = ", ".join(a.name for a in decl.args)
        definition = reference_source or STUB.format(reference=reference, params=params,
                                                     exercise=exercise)
        head += "\n" + IMPORTS + "\n\n" + definition.rstrip("\n") + "\n\n\n"
    else:
        head += "\n" + IMPORTS + "\n"
    return head + COMMENT + call + HIDDEN_END + tail


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
            new = with_call(tests.source, decl)
            if new != tests.source:
                tests.source, changed = new, True
                if "raise NotImplementedError(\"maintainers:" in new:
                    print(f"{path.name} {gid}: write {reference_name(gid)} in its hidden tests")
        if changed:
            write(nb, path)
        yaml_path = TRANSLATIONS / f"{path.stem}.yaml"
        if translations and yaml_path.exists():
            data = load(yaml_path)
            for cid, (source, decl) in translations.items():
                entry = data["cells"][cid]
                entry["zh"] = with_list(entry["zh"], marked(decl, "zh"), decl.exercise) + "\n"
                entry["zh"] = entry["zh"].rstrip("\n") + "\n"
                # the translation is current for the new English only where nothing but the
                # generated list changed: a prompt whose own words changed stays stale (its
                # Chinese is still the old words'), for a translator to see
                old = entry.get("source")
                if old is None or outside_list(old, decl) == outside_list(source, decl):
                    entry["en"] = source_hash(source)
                    if "source" in entry:
                        entry["source"] = source
            yaml_path.write_text(dump(data), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
