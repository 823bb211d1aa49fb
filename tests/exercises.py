"""Reading a chapter's exercises and the answers kept beside its tests.

``tests/wrong_answers/<chapter>/<solution id>__<mistake>.py`` holds a plausible wrong answer;
its first lines declare the diagnosis it must receive (``# Diagnosis: <label>``, the label of the
``ptp.checks.Mistake`` the tests raise).
``tests/right_answers/<chapter>/<solution id>__<approach>.py`` holds a correct answer written
differently from the reference; it must get full marks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

from graders.course import notebooks_of, read

# What a wrong answer may leave behind in a kernel that runs several answers one after the other
# (the measuring scripts, the round trip's trials; a submission graded alone has a kernel of its
# own): grad mode, anomaly mode, default dtype and device, Dynamo's suppress_errors. Run before
# each answer.
RESET = ("import torch\ntorch.set_grad_enabled(True)\ntorch.autograd.set_detect_anomaly(False)\n"
         "torch.set_default_dtype(torch.float32)\ntorch.set_default_device(None)\n"
         "import sys\nif 'torch._dynamo.config' in sys.modules:\n"
         "    sys.modules['torch._dynamo.config'].suppress_errors = False\n")

# The grading kernel guards every call of the learner's functions and classes
# (graders/isolation_kernel.py, ``_guard``): a kernel that tries answers outside the grader (the
# round trip's trials, scripts/try_answers.py) guards them the same way, so that an answer the
# guard would refuse is refused there too. Differs in one way: the learner's functions have the
# kernel's namespace as their globals here (their own in the grading kernel), so an answer that
# assigns a global with ``global`` is taken for one that rebinds a tests' name.
GUARD_SETUP = (
    "__ptp_guard_space__ = {{'__name__': 'ptp_grading_guard'}}\n"
    "exec(compile(__import__('base64').b64decode({source!r}).decode(), '<grading guard>', "
    "'exec'), __ptp_guard_space__)\n"
    "__ptp_wrap__ = __ptp_guard_space__['_guard'](globals(), [])\n")


def guard_setup() -> str:
    """Code that installs the grading kernel's guard in a kernel (``guard_names`` uses it)."""
    import base64

    from graders.isolation import KERNEL_SIDE
    return GUARD_SETUP.format(source=base64.b64encode(KERNEL_SIDE.encode()).decode())


def guard_names(names: list[str] | set[str]) -> str:
    """Code that guards the functions and classes bound to ``names``, as the grading kernel
    guards the learner's definitions it binds."""
    return (f"for _ptp_name in {sorted(names)!r}:\n    if _ptp_name in globals():\n"
            "        globals()[_ptp_name] = __ptp_wrap__(globals()[_ptp_name])\n"
            "del _ptp_name\n")


WRONG_ANSWERS = Path(__file__).parent / "wrong_answers"
RIGHT_ANSWERS = Path(__file__).parent / "right_answers"
DECLARED = re.compile(r"^#\s*Diagnosis:\s*([a-z0-9][a-z0-9-]*)\s*$", re.M)


@dataclass
class Exercise:
    notebook: str  # file name
    solution_id: str
    tests_id: str
    points: float
    wrong_answers: list[Path] = field(default_factory=list)
    right_answers: list[Path] = field(default_factory=list)


def declared_diagnosis(path: Path) -> str | None:
    """The label a wrong answer declares (``# Diagnosis: label``), or None."""
    match = DECLARED.search(path.read_text())
    return match.group(1) if match else None


def exercises(chapter: str) -> list[Exercise]:
    """Each solution cell with the autograded test cell that follows it, and its answers."""
    found = []
    for path in notebooks_of(chapter):
        cells = read(path).cells
        for i, cell in enumerate(cells):
            meta = cell.metadata.get("nbgrader", {})
            if not meta.get("solution") or cell.cell_type != "code":
                continue
            nxt = cells[i + 1] if i + 1 < len(cells) else None
            nxt_meta = nxt.metadata.get("nbgrader", {}) if nxt else {}
            tests_id = nxt_meta.get("grade_id", "") if nxt_meta.get("grade") else ""
            sid = meta["grade_id"]
            found.append(Exercise(path.name, sid, tests_id, float(nxt_meta.get("points", 0)),
                                  sorted((WRONG_ANSWERS / chapter).glob(f"{sid}__*.py")),
                                  sorted((RIGHT_ANSWERS / chapter).glob(f"{sid}__*.py"))))
    return found


def cell_index(nb: nbformat.NotebookNode, grade_id: str) -> int:
    """The index of ``nb``'s one cell with nbgrader id ``grade_id``."""
    hits = [i for i, c in enumerate(nb.cells)
            if c.metadata.get("nbgrader", {}).get("grade_id") == grade_id]
    assert len(hits) == 1, f"{grade_id} should be one cell, found {len(hits)}"
    return hits[0]


def with_answer(nb: nbformat.NotebookNode, solution_id: str, code: str) -> nbformat.NotebookNode:
    """A copy of ``nb`` whose solution cell ``solution_id`` holds ``code``."""
    nb = nbformat.from_dict(nb)
    nb.cells[cell_index(nb, solution_id)].source = code
    return nb
