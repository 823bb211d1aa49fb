"""The declared contracts (ptp.domains): each converted exercise's prompt states exactly its
declaration's "must handle" list (English and Chinese), its tests cell runs the differential
test, and the runner finds and names a difference."""

from __future__ import annotations

import pytest

from graders.course import SOLUTIONS, read
from graders.translation import TRANSLATIONS, load
from ptp.checks import Mistake
from ptp.contracts_decl import DECLARATIONS
from ptp.domains import differential, marked


def _cells() -> dict[str, tuple]:
    """By grade id of a declared exercise: (the notebook's stem, prompt cell, tests cell)."""
    found = {}
    for path in sorted(SOLUTIONS.glob("*/*.ipynb")):
        cells = read(path).cells
        for i, cell in enumerate(cells):
            gid = cell.metadata.get("nbgrader", {}).get("grade_id", "")
            if gid in DECLARATIONS and cell.metadata["nbgrader"].get("solution"):
                found[gid] = (path.stem, cells[i - 1], cells[i + 1])
    return found


CELLS = _cells()


@pytest.mark.parametrize("exercise", sorted(DECLARATIONS))
def test_prompt_states_the_declaration(exercise: str) -> None:
    assert exercise in CELLS, f"{exercise}: no solution cell with this grade id"
    part, prompt, tests = CELLS[exercise]
    decl = DECLARATIONS[exercise]
    assert marked(decl) in prompt.source, (
        f"{exercise}: the prompt's must-handle list differs from its declaration; run "
        "scripts/declare_contracts.py")
    entry = load(TRANSLATIONS / f"{part}.yaml")["cells"][prompt.get("id")]
    assert marked(decl, "zh") in entry["zh"], f"{exercise}: the Chinese prompt's list differs"
    hidden = tests.source.split("### BEGIN HIDDEN TESTS")[-1]
    assert f"_differential(_DECLARED[{exercise!r}]" in hidden, \
        f"{exercise}: the tests cell does not run its declaration's differential test"


def test_differential_names_the_kind_of_input() -> None:
    """A brighten that saturates only below 32768 is caught, shrunk and named."""
    import torch

    def brighten(images, amount):
        return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)

    with pytest.raises(Mistake) as caught:
        differential(DECLARATIONS["ex1_brighten"], brighten)
    assert caught.value.label == "domain-wrong-result"
    assert "amount=" in caught.value.message and "brighten" in caught.value.message


def test_differential_accepts_the_reference() -> None:
    for decl in DECLARATIONS.values():
        differential(decl, decl.reference, max_examples=10)
