"""The declared contracts (ptp.domains): each converted exercise's prompt states exactly its
declaration's "must handle" list (English and Chinese), its tests cell runs the differential
test with a reference defined in its hidden block, the runner finds and names a difference, and
no answer ships in ``ptp`` (which every learner has)."""

from __future__ import annotations

import ast
import copy
import os
import re
import sys
import textwrap
from pathlib import Path

import pytest

from edition.builder import TRANSLATIONS, load
from graders.course import SOLUTIONS, read
from graders.hidden import hidden_blocks, solution_blocks
from ptp.checks import Mistake
from ptp.contracts_decl import DECLARATIONS
from ptp.domains import Declaration, Int, differential, marked, must_handle

REPO = Path(__file__).resolve().parent.parent
PTP = REPO / "ptp"
sys.path.insert(0, str(REPO / "scripts"))

from declare_contracts import reference_name, with_call  # noqa: E402


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


def _reference(exercise: str):
    """The reference that ``exercise``'s hidden tests define, defined alone (no other test code
    runs)."""
    name = reference_name(exercise)
    for block in hidden_blocks(CELLS[exercise][2].source):
        for node in ast.parse(textwrap.dedent(block)).body:
            if isinstance(node, ast.FunctionDef) and node.name == name:
                namespace: dict = {}
                exec(compile(ast.Module([node], []), f"<{name}>", "exec"), namespace)
                return namespace[name], node
    raise AssertionError(f"{exercise}: its hidden tests define no {name}")


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
    for lang in ("en", "zh"):  # Markdown reads a bare 10**13 ... 2**53 as bold
        bullets = must_handle(decl, lang).split("\n", 1)[1]  # below the bold heading
        bare = re.sub(r"`[^`]*`", "", bullets)
        assert "*" not in bare, \
            f"{exercise} ({lang}): an asterisk outside a code span in {bare!r}"
    hidden = tests.source.split("### BEGIN HIDDEN TESTS")[-1]
    assert f"_differential(_DECLARED[{exercise!r}]" in hidden, \
        f"{exercise}: the tests cell does not run its declaration's differential test"
    assert f"reference={reference_name(exercise)})" in hidden, \
        f"{exercise}: the differential test does not pass its hidden reference"
    _, node = _reference(exercise)
    assert "NotImplementedError" not in ast.unparse(node), \
        f"{exercise}: {node.name} is still the stub scripts/declare_contracts.py wrote"


def test_no_reference_ships_in_ptp() -> None:
    """Every declaration leaves its reference to the hidden tests; without one, the runner
    refuses to run."""
    assert all(decl.reference is None for decl in DECLARATIONS.values())
    with pytest.raises(TypeError, match="reference="):
        differential(DECLARATIONS["ex1_brighten"], lambda images, amount: images)


def test_differential_names_the_kind_of_input() -> None:
    """A brighten that saturates only below 32768 is caught, shrunk and named."""
    import torch

    def brighten(images, amount):
        return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)

    reference, _ = _reference("ex1_brighten")
    with pytest.raises(Mistake) as caught:
        differential(DECLARATIONS["ex1_brighten"], brighten, reference=reference)
    assert caught.value.label == "domain-wrong-result"
    assert "amount=" in caught.value.message and "brighten" in caught.value.message
    assert "_reference" not in str(caught.value) and "bounded" not in str(caught.value)


def test_differential_accepts_the_reference() -> None:
    for exercise, decl in DECLARATIONS.items():
        reference, _ = _reference(exercise)
        differential(decl, reference, max_examples=10, reference=reference)


def test_a_cap_on_the_cases_is_read_once_and_holds() -> None:
    """``PTP_DIFFERENTIAL_CASES`` caps the cases of every differential test; it is read when
    ``ptp.domains`` is imported (the grading kernel's preamble), so changing the variable later,
    from a learner's code, changes nothing."""
    import subprocess

    probe = ("import os, ptp.domains as d\n"
             "from ptp.contracts_decl import DECLARATIONS\n"
             "from tests.test_domains import _reference\n"
             "os.environ['PTP_DIFFERENTIAL_CASES'] = '1000'  # too late: read at import\n"
             "decl = DECLARATIONS['ex3_pairwise_sq_dists']\n"
             "ref, _ = _reference('ex3_pairwise_sq_dists')\n"
             "calls = []\n"
             "def counted(*a, **k):\n"
             "    calls.append(1)\n"
             "    return ref(*a, **k)\n"
             "d.differential(decl, counted, reference=ref)\n"
             "print(d.CASES_CAP, len(calls))\n")
    root = str(Path(__file__).resolve().parent.parent)
    env = {**os.environ, "PTP_DIFFERENTIAL_CASES": "3", "PYTHONPATH": root}
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True,
                         cwd=root, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    cap, calls = map(int, out.stdout.split())
    assert cap == 3 and 1 <= calls <= 3 * 4, out.stdout  # a case may call it once per context


def test_the_wall_clock_guard_stops_only_a_test_far_past_its_budget(monkeypatch) -> None:
    """Every case is drawn on an idle machine; a wall clock past ``GUARD`` times the budget (a
    function that sleeps, or a machine far too busy) stops the drawing."""
    import time

    from ptp import domains

    decl = Declaration("ex0_count", "count", "0. Nowhere", args=(Int("n", 0, 1000),),
                       max_examples=40, budget_s=5.0)
    differential(decl, lambda n: n, reference=lambda n: n)  # the first call's imports
    real = time.perf_counter

    def drawn(speed: float) -> int:
        calls: list[int] = []
        clock = type("Clock", (), {"perf_counter": staticmethod(lambda: real() * speed)})
        monkeypatch.setattr(domains, "time", clock)  # for the guard alone
        differential(decl, lambda n: calls.append(n) or n, reference=lambda n: n)
        monkeypatch.setattr(domains, "time", time)
        return len(calls)

    assert drawn(1.0) == 40   # an idle machine: every case
    assert drawn(1e6) < 40    # past the wall-clock guard (a function that sleeps): it stops


def test_a_memo_keyed_by_identity_is_named() -> None:
    """A notebook-level dict (or one in an enclosing function) that keeps results keyed by id()
    outlives the call: named (ninth fresh batch, 11b ex2); a memo of plain numbers is not."""
    from ptp.domains import Tensor

    ns = vars(sys.modules["__main__"])
    before = set(ns)
    exec("_memo_ptp = {}\n"
         "def double(x):\n"
         "    if id(x) not in _memo_ptp:\n"
         "        _memo_ptp[id(x)] = 2 * x\n"
         "    return _memo_ptp[id(x)]\n"
         "def make_triple():\n"
         "    seen = {}\n"
         "    def triple(x):\n"
         "        return seen.setdefault(x, 3 * x)\n"
         "    return triple\n"
         "triple = make_triple()\n"
         "_squares = {}\n"
         "def square(n):\n"
         "    return _squares.setdefault(n, n * n)\n", ns)
    try:
        x = Tensor("x", ranks=(1,), dtypes=("float32",))
        for name, factor, where in (("double", 2, "_memo_ptp"), ("triple", 3, "triple")):
            decl = Declaration(f"ex0_{name}", name, "0. Nowhere", args=(x,), max_examples=5)
            with pytest.raises(Mistake, match=rf"keyed by its arguments' identity in `{where}"):
                differential(decl, ns[name], reference=lambda x, k=factor: k * x)
        square = Declaration("ex0_square", "square", "0. Nowhere", args=(Int("n", 0, 50),),
                             max_examples=10, result="value")
        differential(square, ns["square"], reference=lambda n: n * n)
    finally:
        for k in set(ns) - before:
            del ns[k]


def test_declare_contracts_passes_the_reference() -> None:
    """The script turns a former call (no reference) and a tests cell without one into a call
    with ``reference=``, a stub where no reference is defined yet, and is idempotent."""
    decl = DECLARATIONS["ex3_pairwise_sq_dists"]
    former = ('"""Tests."""\nassert True\n### BEGIN HIDDEN TESTS\nassert 1\n\n'
              "from ptp.contracts_decl import DECLARATIONS as _DECLARED\n"
              "from ptp.domains import differential as _differential\n\n"
              "# then every input the prompt's \"must handle\" list allows, compared with the "
              "reference\n_differential(_DECLARED['ex3_pairwise_sq_dists'], pairwise_sq_dists)\n"
              "### END HIDDEN TESTS")
    bare = '"""Tests."""\nassert True\n### BEGIN HIDDEN TESTS\nassert 1\n### END HIDDEN TESTS'
    for source in (former, bare):
        new = with_call(source, decl)
        assert with_call(new, decl) == new
        hidden = hidden_blocks(new)[-1]
        assert hidden.count("_differential(") == 1 and hidden.count("import DECLARATIONS") == 1
        assert hidden.rstrip().endswith("_differential(_DECLARED['ex3_pairwise_sq_dists'], "
                                        "pairwise_sq_dists, reference="
                                        "_reference_pairwise_sq_dists)")
        assert "def _reference_pairwise_sq_dists(x, y):\n    raise NotImplementedError" in hidden
        ast.parse(new)
    written = with_call(bare, decl, "def _reference_pairwise_sq_dists(x, y):\n    return 0\n")
    assert "return 0" in written and "NotImplementedError" not in written


# ---------------------------------------------------------------- no answer in ptp

def _without_docstring(body: list[ast.stmt]) -> list[ast.stmt]:
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        return body[1:]
    return body


class _NoDocstrings(ast.NodeTransformer):
    def visit(self, node):
        node = self.generic_visit(node)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            node.body = _without_docstring(node.body) or [ast.Pass()]
        return node


def _normalised(body: list[ast.stmt]) -> str | None:
    """A body as ``ast.dump`` gives it, docstrings removed (its own and nested ones); None if
    nothing is left."""
    body = copy.deepcopy(_without_docstring(body))
    module = _NoDocstrings().visit(ast.Module(body=body, type_ignores=[]))
    return ast.dump(module) if module.body else None


def _function_bodies(tree: ast.AST) -> list[tuple[str, list[ast.stmt]]]:
    return [(node.name, node.body) for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]


def _parse(source: str) -> ast.Module:
    """A cell's source, IPython's magics and shell escapes commented out."""
    lines = [("# " + line) if line.lstrip().startswith(("%", "!")) else line
             for line in source.splitlines()]
    return ast.parse("\n".join(lines))


def _solution_bodies() -> dict[str, str]:
    """Every solution's code, normalised: each solution block as a body, and the body of every
    function a solution cell (or block) defines. By dump, where it comes from."""
    found: dict[str, str] = {}
    for path in sorted(SOLUTIONS.glob("*/*.ipynb")):
        for cell in read(path).cells:
            meta = cell.metadata.get("nbgrader", {})
            if cell.cell_type != "code" or not meta.get("solution"):
                continue
            where = f"{path.name} {meta.get('grade_id')}"
            trees = [_parse(cell.source)]
            for block in solution_blocks(cell.source):
                tree = _parse(textwrap.dedent(block.partition("\n")[2]))
                trees.append(tree)
                dump = _normalised(tree.body)
                if dump:
                    found[dump] = f"{where} (its solution block)"
            for tree in trees:
                for name, body in _function_bodies(tree):
                    dump = _normalised(body)
                    if dump:
                        found[dump] = f"{where} (def {name})"
    return found


def test_no_function_in_ptp_repeats_a_solution() -> None:
    """``ptp`` ships to every learner: no function of it may hold a solution's code (a reference
    written as the answer). Bodies compared after ``ast`` normalisation, docstrings removed."""
    solutions = _solution_bodies()
    assert len(solutions) > 50, "the solutions' code was not found"
    leaks = []
    for path in sorted(PTP.rglob("*.py")):
        for name, body in _function_bodies(ast.parse(path.read_text(encoding="utf-8"))):
            dump = _normalised(body)
            if dump in solutions:
                leaks.append(f"{path.relative_to(REPO)}: {name} is {solutions[dump]}")
    assert not leaks, "answers in ptp: " + "; ".join(leaks)


# ---------------------------------------------------------------- drawn arguments and state

def _draw_lengths(draw, sizes):
    from hypothesis import strategies as st

    return draw(st.lists(st.integers(0, 4), min_size=1, max_size=4))


def _build_sequences(lengths, seed, device):
    import torch

    gen = torch.Generator().manual_seed(seed)
    return [torch.randn(n, generator=gen).to(device) for n in lengths]


def _small_model(width, seed, device):
    import torch

    from ptp.domains import seeded

    with seeded(seed):
        return torch.nn.Sequential(torch.nn.Linear(width, 2), torch.nn.Dropout()).to(device)


def test_drawn_arguments_and_mutated_state() -> None:
    """A ``Drawn`` argument (a list of tensors) reaches both functions fresh; ``mutates`` compares
    the state an input is left in; dict results are compared key by key."""
    import torch

    from ptp.domains import Declaration, Drawn, must_handle

    seqs = Drawn("seqs", _draw_lengths, _build_sequences,
                 ("a list of 1 to 4 float32 vectors of lengths 0 to 4", "1 到 4 个向量的列表"),
                 describe=lambda lengths: f"vectors of lengths {lengths}")
    decl = Declaration("ex0_total", "total", "0. Nowhere", args=(seqs,), mutates=("seqs",))

    def reference(seqs):
        for s in seqs:
            s.mul_(2)
        return {"count": len(seqs), "sum": sum(float(s.sum()) for s in seqs)}

    differential(decl, reference, reference=reference)
    assert "a list of 1 to 4 float32 vectors" in must_handle(decl)
    assert "after the call, `seqs` as the reference leaves it" in must_handle(decl)

    def forgets_to_double(seqs):
        return {"count": len(seqs), "sum": 2 * sum(float(s.sum()) for s in seqs)}

    with pytest.raises(Mistake, match="seqs after the call") as err:
        differential(decl, forgets_to_double, reference=reference)
    assert "vectors of lengths" in str(err.value)

    def wrong_keys(seqs):
        reference(seqs)
        return {"n": len(seqs), "sum": sum(float(s.sum()) for s in seqs)}

    with pytest.raises(Mistake, match="keys"):
        differential(decl, wrong_keys, reference=reference)

    model_decl = Declaration(
        "ex0_step", "step", "0. Nowhere",
        args=(Drawn("model", lambda draw, sizes: draw(__import__("hypothesis").strategies
                                                      .integers(1, 3)),
                    lambda width, seed, device: _small_model(width, seed, device),
                    ("a small model", "一个小模型")),),
        mutates=("model",), allow_mode_change=True)

    def to_eval(model):
        model.eval()

    torch.manual_seed(0)
    differential(model_decl, to_eval, reference=to_eval)
    with pytest.raises(Mistake, match="training"):
        differential(model_decl, lambda model: [model[0].eval()] and None, reference=to_eval)


ACCELERATOR_PROBE = r"""
import sys
import torch
from hypothesis import given, settings, strategies as st
from ptp.checks import Mistake
from ptp.domains import ACCELERATOR, Declaration, Drawn, Tensor, cases, differential
from ptp.emulated import install

install(sys.argv[1])
decl = Declaration("ex0_double", "double", "0. Nowhere",
                   args=(Tensor("x", ranks=(1, 2), dtypes=("float32", "float64")),),
                   devices=("cpu", ACCELERATOR))
seen = set()

@settings(max_examples=80, derandomize=True, database=None, deadline=None)
@given(cases(decl))
def draw(case):
    seen.add((case.device, case.tensors["x"]["dtype"]))

draw()
print(sorted(seen))
differential(decl, lambda x: 2 * x, reference=lambda x: 2 * x)
try:
    differential(decl, lambda x: (2 * x.cpu()).to(x.device) if x.device.type == "cpu"
                 else torch.from_numpy(2 * x.numpy()), reference=lambda x: 2 * x)
except Mistake as err:
    print("caught", err.label)
# an input built in float64 on the device (a Drawn's own dtype): a device that refuses it
# draws no such case, the right answer loses nothing
wide = Declaration("ex0_wide", "wide", "0. Nowhere",
                   args=(Drawn("w", lambda draw, sizes: draw(st.integers(1, 3)),
                               lambda n, seed, device: torch.ones(n, dtype=torch.float64,
                                                                  device=device),
                               ("a float64 vector", "float64 向量")),),
                   devices=("cpu", ACCELERATOR))
differential(wide, lambda w: w + 1, reference=lambda w: w + 1)
print("wide ok")
# the work asked on the device: a .cpu() of the inputs, then the work on the host, is named
# (one value read back, the answer's, is the reference's own)
share = Declaration("ex0_share", "share", "0. Nowhere",
                    args=(Tensor("x", shapes=(("N",),), dtypes=("float32",)),),
                    sizes={"N": (4, 3)}, devices=(ACCELERATOR,), result="value", device_work=True)
on_device = lambda x: (x > 0).sum().item() / x.shape[0]
differential(share, on_device, reference=on_device)
try:
    differential(share, lambda x: on_device(x.cpu()), reference=on_device)
    print("host work not caught")
except Mistake as err:
    print("caught", err.label)
"""


@pytest.mark.parametrize("mode", ["cuda", "mps"])
def test_accelerator_cases_hold_what_the_device_holds(mode: str) -> None:
    """On the emulated accelerator, cases are drawn (float64 only where the device holds it), a
    ``.numpy()`` of device memory is caught, and an input the device refuses costs no point."""
    import subprocess

    out = subprocess.run([sys.executable, "-c", ACCELERATOR_PROBE, mode], capture_output=True,
                         text=True, timeout=300, cwd=REPO, env={**__import__("os").environ,
                                                                "PTP_DEVICE": "cpu"})
    assert out.returncode == 0, out.stderr[-2000:]
    lines = out.stdout.splitlines()
    seen = set(ast.literal_eval(lines[0]))
    assert ("emu", "float32") in seen and ("cpu", "float64") in seen
    assert (("emu", "float64") in seen) == (mode == "cuda")
    assert lines[1].startswith("caught "), lines
    assert lines[2] == "wide ok"
    assert lines[3] == "caught work-on-host", lines


def test_mixed_requires_grad_patterns_are_drawn() -> None:
    """Two inputs that may require grad: each of them alone requires grad in some case, with
    the rarer input classes too (02a's tree of one leaf with only `w` requiring grad: answered
    wrongly by a fresh answer that hypothesis's coin flips never met)."""
    from hypothesis import given, settings

    from ptp.domains import cases

    decl = DECLARATIONS["ex2_tree_encoder"]
    seen = set()

    @settings(max_examples=100, derandomize=True, database=None, deadline=None)
    @given(cases(decl))
    def draw(case):
        if case.device == "cpu":
            seen.add((isinstance(case.scalars["tree"], int),
                      case.tensors["emb"]["requires_grad"], case.tensors["w"]["requires_grad"]))

    draw()
    assert {(leaf, a, b) for leaf in (True, False) for a in (True, False)
            for b in (True, False) if a != b} <= seen, seen


def test_a_prompt_changed_in_its_own_words_stays_stale() -> None:
    """declare_contracts refreshes the Chinese list and marks the translation current only where
    nothing but the generated list changed."""
    from declare_contracts import outside_list

    from ptp.domains import BEGIN, END

    decl = DECLARATIONS["ex1_brighten"]

    def block(body: str) -> str:
        return f"{BEGIN.format(decl.exercise)}\n{body}\n{END}"

    before = "Write brighten.\n\n" + block("- old list")
    assert outside_list(before, decl) == outside_list("Write brighten.\n\n" + block("- new"), decl)
    assert outside_list(before, decl) != outside_list("Write it.\n\n" + block("- old list"), decl)


def test_a_note_is_an_english_and_chinese_pair() -> None:
    """A note pair written without its trailing comma (a bullet per first character, as 08a's
    list once showed "t" and "结") is refused when the declaration is made."""
    from ptp.domains import Declaration

    with pytest.raises(TypeError, match="pair"):
        Declaration("ex0_note", "f", "0. Nowhere", args=(), notes=(("the result", "结果")))
    Declaration("ex0_note", "f", "0. Nowhere", args=(), notes=(("the result", "结果"),))


def _parameters(source: str) -> set[str]:
    """Every parameter name of every function a solution cell defines (methods too)."""
    lines = ["" if line.lstrip().startswith(("%", "!")) else line
             for line in source.splitlines()]
    found: set[str] = set()
    for node in ast.walk(ast.parse("\n".join(lines))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            a = node.args
            found |= {x.arg for x in [*a.posonlyargs, *a.args, *a.kwonlyargs]}
            found |= {x.arg for x in (a.vararg, a.kwarg) if x is not None}
    return found


def _pseudo_arguments(decl, solution: str) -> list[str]:
    """The declared arguments the prompt's list names as if they were parameters, but which no
    function of the solution cell has (a model and its optimizer built together, the machine
    the tests imitate): each needs a head (``Declaration.heads``) that says what it is."""
    params = _parameters(solution)
    return [a.name for a in decl.args if a.name not in params and a.name not in decl.heads]


@pytest.mark.parametrize("exercise", sorted(DECLARATIONS))
def test_the_list_names_only_real_parameters(exercise: str) -> None:
    """"`model_and_optimizer`: …" reads as an argument the function does not have: an argument
    that is none is introduced by what the tests build, and a value result is told no
    ``requires_grad``, device or dtype."""
    decl = DECLARATIONS[exercise]
    stem, prompt, _ = CELLS[exercise]
    path = next(SOLUTIONS.glob(f"*/{stem}.ipynb"))
    solution = next(c for c in read(path).cells
                    if c.metadata.get("nbgrader", {}).get("grade_id") == exercise
                    and c.metadata["nbgrader"].get("solution"))
    assert _pseudo_arguments(decl, solution.source) == [], exercise
    for name in decl.heads:
        assert f"- `{name}`:" not in prompt.source, (exercise, name)
    if decl.result == "value":
        assert "requires_grad` as the reference" not in must_handle(decl)
        assert "device, shape and dtype" not in must_handle(decl)


def test_a_pseudo_argument_is_caught() -> None:
    import dataclasses

    decl = DECLARATIONS["ex4_amp_accumulation_step"]
    planted = dataclasses.replace(decl, heads={})
    signature = ("def amp_accumulation_step(model, optimizer, scaler, micro_batches, dtype,\n"
                 "                          max_norm): pass")
    assert _pseudo_arguments(planted, signature) == ["model_and_optimizer"]
    assert _pseudo_arguments(decl, signature) == []
    text = must_handle(planted)
    assert "- `model_and_optimizer`:" in text
    assert "- `model` and `optimizer` (the tests build them together):" in must_handle(decl)


@pytest.mark.parametrize("exercise", sorted(DECLARATIONS))
def test_the_signature_checked_is_the_prompts(exercise: str) -> None:
    """What ``check_signature`` holds a learner to is the signature the prompt writes: the
    declared one (a wrapped call) or the hidden reference's (the function handed over)."""
    decl = DECLARATIONS[exercise]
    prompt = CELLS[exercise][1].source.split("<!-- must-handle")[0]
    written = set(re.findall(r"`((?:\w+\.)?\w+\([^`]*\))`", prompt))
    if decl.call:
        for text in decl.signatures:
            assert text in written, f"{exercise}: the prompt does not write `{text}`"
    else:
        import inspect

        fn, _ = _reference(exercise)
        shown = f"{decl.name}{inspect.signature(fn)}"
        assert shown in written, f"{exercise}: the reference is {shown}; the prompt: {written}"


def _signature_mistake(learner: str, prompt: str) -> str | None:
    from ptp.domains import check_signature

    made: dict = {}
    exec(learner, {"torch": __import__("torch")}, made)
    name = prompt.split("(")[0]
    ref: dict = {}
    exec(f"def {name}{prompt[len(name):]}:\n    pass", {}, ref)
    try:
        check_signature(DECLARATIONS["ex1_brighten"], made[name], ref[name])
    except Mistake as m:
        assert m.label == "signature"
        return str(m)
    return None


@pytest.mark.parametrize("learner, why", [
    ("def f(a, b, seed=0, shuffle=True):\n    pass", "order"),
    ("def f(a, b, shuffle=True, seed=0):\n    pass", None),
    ("def f(a, b, shuffle, seed):\n    pass", "requires"),
    ("def f(a, b, *, shuffle=True, seed=0):\n    pass", "position"),
    ("def f(a, c, shuffle=True, seed=0):\n    pass", "no parameter"),
    ("def f(a, b, shuffle=False, seed=0):\n    pass", "default"),
    ("def f(a, b, shuffle=1, seed=0):\n    pass", "default"),
    # correct alternatives: annotations, a None sentinel, more parameters with defaults,
    # *args and **kwargs, a class whose __init__ takes the arguments
    ("def f(a: int, b: 'torch.Tensor', shuffle: bool = True, seed: int = 0) -> list:\n    pass",
     None),
    ("def f(a, b, shuffle=None, seed=None):\n    pass", None),
    ("def f(a, b, shuffle=True, seed=0, verbose=False):\n    pass", None),
    ("def f(a, b, *args, **kwargs):\n    pass", None),
    ("class f:\n    def __init__(self, a, b, shuffle=True, seed=0):\n        pass", None),
    ("class f:\n    def __init__(self, a, b, seed=0):\n        pass", "no parameter"),
])
def test_a_signature_other_than_the_prompts_is_named(learner: str, why: str | None) -> None:
    got = _signature_mistake(learner, "f(a, b, shuffle=True, seed=0)")
    if why is None:
        assert got is None, got
    else:
        assert got is not None and why in got, got


def test_a_number_of_either_type_is_compared_by_value_where_the_prompt_allows_both():
    """``any_number``: where the prompt allows a Python `int` or `float`, 0 stands for 0.0 (a
    right answer returned `0` past the schedule's end, batch n); elsewhere the type counts."""
    import dataclasses

    from ptp.domains import _difference

    either = DECLARATIONS["ex4_warmup_linear_decay"]
    assert either.any_number
    strict = dataclasses.replace(either, any_number=False)
    assert _difference(either, 0, 0.0, "the result") is None
    assert _difference(either, 1, 1.0, "the result") is None
    assert _difference(either, 0.5, 0.5 + 1e-12, "the result") is None
    assert "expected 0.0" in _difference(either, 1, 0.0, "the result")
    assert "expected" in _difference(either, True, 1.0, "the result")
    assert "(a Python float)" in _difference(strict, 0, 0.0, "the result")
