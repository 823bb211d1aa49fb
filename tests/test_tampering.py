"""Submissions that change how grading runs gain nothing (graders.isolation), and are flagged.

Every hostile submission below answers both exercises of the tiny chapter wrongly (``add``
subtracts, ``mul`` returns 0) and adds, in a solution cell, one way of switching the checks
off: the checking helpers replaced inside their module, a stand-in module in ``sys.modules``,
IPython input and AST transformers, pre- and post-run events, a custom exception handler, a
display hook, torch/numpy/builtins functions patched, a tracing hook, actions that run later
(a timer thread, atexit, a finalizer), the same tricks played when the function is called
rather than at the top of the cell, and edited notebook metadata. Each is graded through the
real workflow (released, submitted, autograded in parallel in the sandbox, feedback, report):
each must score exactly what the plain wrong answers score (nothing), and each solution cell
that reaches into the interpreter is flagged to the learner and in the class report. Honest
answers, with helpers and constants of their own, keep full marks.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import nbformat
import pytest

from graders import instructor
from graders.autograde import FLAGGED, autograde_parallel, read_reports
from graders.course import nbgrader
from graders.sandbox import bubblewrap
from tests.grading_fixture import CHAPTER, make_tiny_course, scores, with_code

pytestmark = pytest.mark.skipif(bubblewrap() is None, reason="bubblewrap is not installed")

ADD_WRONG = "def add(a, b):\n    return a - b\n"
MUL_WRONG = "def mul(a, b):\n    return 0\n"
NOOP_EXPECT = "lambda *args, **kwargs: None"

HOSTILE = {
    "helper_replaced": f"import ptp.checks\nptp.checks.expect = {NOOP_EXPECT}\n",
    "helper_setattr": f"import ptp.checks as pc\nsetattr(pc, 'expect', {NOOP_EXPECT})\n",
    "module_stand_in": ("import sys, types\nfake = types.ModuleType('ptp.checks')\n"
                        f"fake.expect = {NOOP_EXPECT}\nsys.modules['ptp.checks'] = fake\n"),
    "input_transformer": ("get_ipython().input_transformers_cleanup.append(\n"
                          "    lambda lines: ['pass\\n'])\n"),
    "input_transformer_post": ("get_ipython().input_transformers_post.append(\n"
                               "    lambda lines: ['pass\\n'])\n"),
    "ast_transformer": (
        "import ast\nclass Strip(ast.NodeTransformer):\n"
        "    def visit_Assert(self, node):\n        return ast.Pass()\n"
        "    def visit_Expr(self, node):\n        return ast.Pass()\n"
        "get_ipython().ast_transformers.append(Strip())\n"),
    "pre_run_event": ("import ptp.checks\ndef patch(*args):\n"
                      f"    ptp.checks.expect = {NOOP_EXPECT}\n"
                      "get_ipython().events.register('pre_run_cell', patch)\n"),
    "post_run_event": ("import builtins\ndef patch(*args):\n"
                       "    builtins.AssertionError = type('Nope', (Exception,), {})\n"
                       "get_ipython().events.register('post_run_cell', patch)\n"),
    "custom_exception": ("def swallow(shell, etype, value, tb, tb_offset=None):\n"
                         "    return None\n"
                         "get_ipython().set_custom_exc((BaseException,), swallow)\n"),
    "display_hook": ("import sys\nclass Quiet:\n    def __call__(self, value):\n        pass\n"
                     "sys.displayhook = Quiet()\n"
                     "get_ipython().showtraceback = lambda *a, **k: None\n"),
    "builtins_patched": ("import builtins\nbuiltins.isinstance = lambda *a: True\n"
                         "builtins.AssertionError = type('Nope', (Exception,), {})\n"),
    "torch_patched": ("import torch, numpy\ntorch.testing.assert_close = lambda *a, **k: None\n"
                      "torch.equal = lambda *a: True\nnumpy.allclose = lambda *a, **k: True\n"),
    "trace_hook": ("import sys\ndef tracer(frame, event, arg):\n"
                   "    if event == 'exception':\n        frame.f_locals.clear()\n"
                   "    return tracer\nsys.settrace(tracer)\n"),
    "timer_thread": ("import threading, ptp.checks\n"
                     f"threading.Timer(0.01, lambda: setattr(ptp.checks, 'expect', {NOOP_EXPECT}))"
                     ".start()\n"),
    "atexit_and_finalizer": ("import atexit, weakref, ptp.checks\nclass Box:\n    pass\n"
                             "box = Box()\n"
                             "weakref.finalize(box, setattr, ptp.checks, 'expect',\n"
                             f"                 {NOOP_EXPECT})\n"
                             "atexit.register(print, 'bye')\ndel box\n"),
    "exec_hidden": ("exec(''.join(map(chr, [105, 109, 112, 111, 114, 116, 32, 112, 116, 112,"
                    " 46, 99, 104, 101, 99, 107, 115]))\n"
                    "     + '; ptp.checks.expect = lambda *a, **k: None')\n"),
}
# the same tricks, played when the tests call the learner's function
AT_CALL = {
    "call_time_helper": ("def add(a, b):\n    import ptp.checks\n"
                         f"    ptp.checks.expect = {NOOP_EXPECT}\n    return a - b\n"),
    "call_time_transformer": ("def add(a, b):\n"
                              "    get_ipython().input_transformers_cleanup.append(\n"
                              "        lambda lines: ['pass\\n'])\n    return a - b\n"),
    "call_time_event": ("def add(a, b):\n    import ptp.checks\n"
                        "    def patch(*args):\n"
                        f"        ptp.checks.expect = {NOOP_EXPECT}\n"
                        "    get_ipython().events.register('pre_run_cell', patch)\n"
                        "    return a - b\n"),
    "call_time_timer": ("def add(a, b):\n    import threading\n    def later():\n"
                        "        ip = get_ipython()\n"
                        "        def blank(lines):\n"
                        "            ip.input_transformers_cleanup.remove(blank)\n"
                        "            return [lines[-1]]  # keep only the last line\n"
                        "        ip.input_transformers_cleanup.append(blank)\n"
                        "    threading.Timer(0.5, later).start()\n    return a - b\n"),
    "call_time_signal": ("def add(a, b):\n    import signal\n"
                         "    signal.signal(signal.SIGALRM, lambda *args: None)\n"
                         "    signal.setitimer(signal.ITIMER_REAL, 0.5)\n    return a - b\n"),
    "call_time_sys_modules": ("def add(a, b):\n    import sys, types\n"
                              "    fake = types.ModuleType('ptp.checks')\n"
                              f"    fake.expect = {NOOP_EXPECT}\n"
                              "    sys.modules['ptp.checks'] = fake\n    return a - b\n"),
    # right on the visible test, wrong on the hidden one, and the checks after the first call
    # switched off by name in the tests' own namespace, through __main__ or a caller's frame
    "call_time_main": ("def add(a, b):\n    import __main__\n"
                       f"    __main__.expect = {NOOP_EXPECT}\n"
                       "    return a + b if a >= 0 else a - b\n"),
    "call_time_frame_globals": ("def add(a, b):\n    import sys\n"
                                "    sys._getframe(1).f_globals['expect'] = "
                                f"{NOOP_EXPECT}\n    return a + b if a >= 0 else a - b\n"),
    "call_time_token": ("def add(a, b):\n    import __main__\n"
                        "    __main__.__ptp_token__ = lambda nonce: None\n"
                        f"    __main__.expect = {NOOP_EXPECT}\n"
                        "    return a + b if a >= 0 else a - b\n"),
    # switched off, then put back by a finalizer when the grader collects garbage
    "call_time_restored_later": (
        "def add(a, b):\n    import __main__, ptp.checks\n    real = ptp.checks.expect\n"
        "    class Undo:\n        def __del__(self):\n"
        "            __main__.expect = ptp.checks.expect = real\n"
        f"    __main__.expect = ptp.checks.expect = {NOOP_EXPECT}\n"
        "    undo = Undo()\n    undo.me = undo  # a cycle: gone only when the collector runs\n"
        "    return a + b if a >= 0 else a - b\n"),
    # a thread that switches the checks off between two checks, and is gone before the end
    "call_time_thread": ("def add(a, b):\n    import threading, __main__\n"
                         "    threading.Thread(target=lambda: setattr(__main__, 'expect', "
                         f"{NOOP_EXPECT})).start()\n"
                         "    return a + b if a >= 0 else a - b\n"),
    # a finalizer that switches them off whenever the collector next runs
    "finalizer_later": (
        "def add(a, b):\n    import __main__\n    class Later:\n"
        f"        def __del__(self):\n            __main__.expect = {NOOP_EXPECT}\n"
        "    later = Later()\n    later.me = later\n"
        "    return a + b if a >= 0 else a - b\n"),
    # the checks' own variables reached through the frames (the expected value, waiting to
    # be compared) and through the collector's list of every object
    "call_time_frame_walk": ("def add(a, b):\n    import inspect\n"
                             "    for info in inspect.stack():\n"
                             "        info.frame.f_locals.get('want')\n"
                             "    return a + b if a >= 0 else a - b\n"),
    "call_time_collector": ("def add(a, b):\n    import gc\n"
                            "    [o for o in gc.get_objects() if isinstance(o, dict)]\n"
                            "    return a + b if a >= 0 else a - b\n"),
    # a result that compares equal to anything
    "liar_result": ("class Liar(int):\n    def __eq__(self, other):\n        return True\n"
                    "    __hash__ = int.__hash__\n"
                    "def add(a, b):\n    return Liar(a - b)\n"),
    "liar_object": ("class Anything:\n    def __eq__(self, other):\n        return True\n"
                    "def add(a, b):\n    return Anything()\n"),
}
HONEST = {
    "good": ("def add(a, b):\n    return a + b\n", "def mul(a, b):\n    return a * b\n"),
    "good_helpers": ("import math\nOFFSET = 0\ndef _plus(a, b):\n    return a + b + OFFSET\n"
                     "def add(a, b):\n    return _plus(a, b)\n",
                     "from functools import reduce\nimport operator\n"
                     "def mul(a, b):\n    return reduce(operator.mul, [a, b], 1)\n"),
    "good_class": ("class Adder:\n    def __call__(self, a, b):\n        return a + b\n"
                   "def add(a, b):\n    return Adder()(a, b)\n",
                   "def mul(a, b):\n    return a * b\n"),
}
# fresh batches written by examiners who saw only the learner's notebook
# (benchmarks/fresh_hostile.py): each file is a whole solution cell for add, wrong ("# Hostile")
# or right and written unusually ("# Honest": a callable object, functools.cache, a generator)
FILES = {p.stem: p.read_text() for p in sorted((Path(__file__).parent / "hostile_answers").glob(
    "*.py"))}
for _name, _code in FILES.items():
    if _code.startswith("# Honest"):
        HONEST[_name] = (_code, "def mul(a, b):\n    return a * b\n")
    else:
        AT_CALL[_name] = _code
WRONG_SCORES = {"ex1_add_tests": 0.0, "ex2_mul_tests": 0.0}
FULL_SCORES = {"ex1_add_tests": 2.0, "ex2_mul_tests": 3.0}


def _metadata_edit(release: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """Tests cells marked as ungraded and unlocked, points raised, wrong answers."""
    nb = with_code(with_code(release, "ex1", ADD_WRONG), "ex2", MUL_WRONG)
    for cell in nb.cells:
        meta = cell.metadata.get("nbgrader", {})
        if meta.get("grade"):
            meta.update(grade=False, locked=False, points=0)
    return nb


@pytest.fixture(scope="module")
def graded():
    course = make_tiny_course(cell_timeout=20)
    try:
        nbgrader(["generate_assignment", CHAPTER, "--force"], cwd=course)
        release = nbformat.read(course / "release" / CHAPTER / f"{CHAPTER}.ipynb", as_version=4)
        submissions = {
            "wrong": with_code(with_code(release, "ex1", ADD_WRONG), "ex2", MUL_WRONG),
            "metadata_edit": _metadata_edit(release),
            **{name: with_code(with_code(release, "ex1", trick + ADD_WRONG), "ex2", MUL_WRONG)
               for name, trick in HOSTILE.items()},
            **{name: with_code(with_code(release, "ex1", code), "ex2", MUL_WRONG)
               for name, code in AT_CALL.items()},
            **{name: with_code(with_code(release, "ex1", add), "ex2", mul)
               for name, (add, mul) in HONEST.items()},
        }
        for student, nb in submissions.items():
            folder = course / "submitted" / student / CHAPTER
            folder.mkdir(parents=True)
            nbformat.write(nb, folder / f"{CHAPTER}.ipynb")
        autograde_parallel(course, CHAPTER, workers=2, timeout=300)
        instructor.main(["--course", str(course), "feedback", CHAPTER])
        yield course
    finally:
        shutil.rmtree(course, ignore_errors=True)


def test_no_tampering_gains_points(graded) -> None:
    """Each way of switching the checks off scores what the plain wrong answers score."""
    got = scores(graded)
    assert got["wrong"] == WRONG_SCORES
    gained = {s: got[s] for s in [*HOSTILE, *AT_CALL, "metadata_edit"] if got[s] != WRONG_SCORES}
    assert not gained, f"tampering gained points: {gained}"


def test_honest_answers_keep_full_marks(graded) -> None:
    """Answers with helpers, constants and classes of their own lose nothing to the isolation."""
    got = scores(graded)
    lost = {s: got[s] for s in HONEST if got[s] != FULL_SCORES}
    assert not lost, f"honest answers lost points: {lost}"


def test_tampering_is_flagged_to_the_learner_and_the_class(graded) -> None:
    """Solution cells that reach into the interpreter are named in the report and feedback."""
    reports = read_reports(graded, CHAPTER)
    flagged = {s for s, r in reports.items() if any(FLAGGED in p for p in r["problems"])}
    reached = set(HOSTILE) | set(AT_CALL)
    assert reached - flagged == set(), f"not flagged: {sorted(reached - flagged)}"
    assert not flagged & set(HONEST) | flagged & {"wrong"}, "honest work flagged"
    page = (graded / "feedback" / "helper_replaced" / CHAPTER / f"{CHAPTER}.html").read_text()
    assert FLAGGED in page or "flagged for review" in page.lower(), \
        "the learner's feedback does not say the submission was flagged"
