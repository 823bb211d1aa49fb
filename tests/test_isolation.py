"""The grading kernel's loader of a learner's definitions (graders/isolation_kernel.py), the
plan of what the grading kernel runs, and the scan that flags solution cells: fast, no kernels.

The payload comes from the learner's kernel, which the learner controls, so it is written here
as an attacker would write it (pickle opcodes by hand where cloudpickle would not make them);
honest definitions (functions with helpers and constants, modules, classes of torch, tensors,
annotations, closures) must come through unchanged.
"""

from __future__ import annotations

import io
import pickle
import sys
import types

import cloudpickle
import pytest
import torch
from torch import nn

from graders.isolation import (
    KERNEL_SIDE,
    Plan,
    _python,
    asked_names,
    free_names,
    own_bindings,
)
from graders.tampering import scan_solution

ROOTS = (sys.prefix, sys.base_prefix)


@pytest.fixture()
def guard() -> dict:
    space: dict = {"__name__": "ptp_grading_guard"}
    exec(compile(KERNEL_SIDE, "<grading guard>", "exec"), space)
    return space


def learner(source: str) -> types.ModuleType:
    """A stand-in for the learner's ``__main__``: its definitions pickle by value."""
    module = types.ModuleType("__main__")
    saved = sys.modules["__main__"]
    sys.modules["__main__"] = module
    try:
        exec(compile(source, "<learner>", "exec"), module.__dict__)
    finally:
        sys.modules["__main__"] = saved
    return module


def payload(module: types.ModuleType, names: list[str]) -> bytes:
    saved = sys.modules["__main__"]
    sys.modules["__main__"] = module
    try:
        return cloudpickle.dumps({n: getattr(module, n) for n in names})
    finally:
        sys.modules["__main__"] = saved


HONEST = '''
import math
import torch
import torch.nn.functional as F
from torch import nn
from typing import Optional

import numpy as np

SCALE = 2.0
OFFSET = torch.arange(3.0)
LOSS = nn.CrossEntropyLoss(reduction="sum")
WEIGHTS = np.array([1.0, 2.0, 3.0])

def _helper(x):
    return x * SCALE + OFFSET

def brighten(x: torch.Tensor, amount: Optional[float] = None) -> torch.Tensor:
    return _helper(x) + (amount or 0.0) + math.pi * 0 + float(WEIGHTS.sum() * 0)

def loss(logits, y):
    return LOSS(logits, y)

from functools import reduce
from operator import getitem, mul

def prod(xs):
    return reduce(mul, xs, 1) + getitem([0], 0)

def make_counter():
    count = 0
    def step():
        nonlocal count
        count += 1
        return count
    return step

counter = make_counter()

class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(3, 3)

    @torch.no_grad()
    def forward(self, x):
        return F.relu(self.linear(x))

class LSE(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x.logsumexp(0)

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return grad * x.softmax(0)
'''


def test_honest_definitions_come_through(guard) -> None:
    """Functions with helpers and constants, closures, torch classes, tensors: all usable."""
    module = learner(HONEST)
    names = ["brighten", "counter", "Block", "LSE", "loss", "prod"]
    main: dict = {"__name__": "__main__"}
    problem = guard["bind"](main, payload(module, names), names, [], ROOTS)
    assert problem is None
    x = torch.ones(3)
    torch.testing.assert_close(main["brighten"](x), module.brighten(x))
    assert main["counter"]() == 1 and main["counter"]() == 2
    assert main["prod"]([2, 3, 4]) == 24  # the reconstructors' own functions, used as such
    logits, y = torch.randn(4, 3), torch.tensor([0, 1, 2, 0])
    torch.testing.assert_close(main["loss"](logits, y), module.loss(logits, y))
    block = main["Block"]()
    assert isinstance(block, nn.Module) and block(x).shape == (3,)
    leaf = torch.randn(4, requires_grad=True)
    main["LSE"].apply(leaf).backward()
    torch.testing.assert_close(leaf.grad, leaf.detach().softmax(0))


def test_missing_names_are_removed(guard) -> None:
    """A name the learner's kernel lacked is not left to a definition of the grader's."""
    main = {"add": lambda a, b: a + b}
    assert guard["bind"](main, None, ["add"], [], ROOTS) is None
    assert "add" not in main


def test_grader_names_resolve_in_the_notebook(guard) -> None:
    """The grader's objects travel by name and are looked up in the notebook when called, so a
    tests cell that wraps one (to count calls, say) is seen by the learner's function."""
    module = learner("def data():\n    return 1\ndef uses():\n    return data() + 1\n")
    saved = sys.modules["__main__"]
    sys.modules["__main__"] = module

    class ByName(cloudpickle.Pickler):
        def persistent_id(self, obj):
            return ("main", "data") if obj is module.data else None
    buf = io.BytesIO()
    try:
        ByName(buf).dump({"uses": module.uses})
    finally:
        sys.modules["__main__"] = saved
    main = {"data": lambda: 10}
    assert guard["bind"](main, buf.getvalue(), ["uses"], ["data"], ROOTS) is None
    assert main["uses"]() == 11
    main["data"] = lambda: 20  # a tests cell wraps it
    assert main["uses"]() == 21


class Call:
    """A payload that calls ``func(*args)`` when unpickled."""

    def __init__(self, func, *args):
        self.func, self.args = func, args

    def __reduce__(self):
        return self.func, self.args


def _refused(guard, data: bytes) -> str:
    main: dict = {}
    problem = guard["bind"](main, data, ["f"], [], ROOTS)
    assert problem, "the payload was accepted"
    assert "f" not in main
    return problem


@pytest.mark.parametrize("func,args", [
    (print, ("pwned",)), (eval, ("1",)), (exec, ("x = 1",)), (setattr, (torch.nn, "x", 1)),
    (getattr, (torch.nn, "Linear")), (__import__, ("os",)), (torch.load, ("/etc/passwd",)),
    (torch.set_default_dtype, (torch.float64,)), (open, ("/tmp/x", "w")),
])
def test_calls_are_refused(guard, func, args) -> None:
    """A payload may call reconstructors only: nothing that acts."""
    _refused(guard, cloudpickle.dumps({"f": Call(func, *args)}))


class CallThenSet(Call):
    """A payload that calls ``func(*args)`` and then sets ``state`` on the result (BUILD)."""

    def __init__(self, state, func, *args):
        super().__init__(func, *args)
        self.state = state

    def __reduce__(self):
        return self.func, self.args, self.state


def test_no_object_of_the_grader_can_be_changed(guard) -> None:
    """Setting state on an existing module, function or class (BUILD, cloudpickle's setstate
    functions) is refused: a payload changes only what it made."""
    import ptp.checks

    expect, call = ptp.checks.expect, nn.Module.__call__
    for bad in [
        CallThenSet({"expect": print}, cloudpickle.cloudpickle.subimport, "ptp.checks"),
        CallThenSet({"expect": print}, cloudpickle.cloudpickle.dynamic_subimport, "ptp.checks",
                    {}),  # (a module of its own: harmless, but it must not become ptp.checks)
        Call(cloudpickle.cloudpickle._function_setstate, expect,
             ({"x": 1}, {"__globals__": {"expect": print}, "__closure__": None,
                         "_cloudpickle_submodules": []})),
        Call(cloudpickle.cloudpickle._class_setstate, nn.Module, ({"__call__": print}, {})),
    ]:
        main: dict = {}
        guard["bind"](main, pickle.dumps({"f": bad}), ["f"], [], ROOTS)
        assert sys.modules["ptp.checks"] is ptp.checks
    assert ptp.checks.expect is expect and nn.Module.__call__ is call
    _refused(guard, pickle.dumps({"f": CallThenSet({"expect": print},
                                                   cloudpickle.cloudpickle.subimport,
                                                   "ptp.checks")}))


def test_learner_metaclasses_and_instances_are_refused(guard) -> None:
    """Classes whose creation or loading would run learner code: metaclasses, __init_subclass__,
    module-level instances of a learner's class that defines what runs when an instance is made,
    filled, read or freed. A plain instance (a callable object, ``add = Adder()``) loads."""
    meta = learner("class Meta(type):\n    def __new__(m, *a):\n        print('pwned')\n"
                   "        return super().__new__(m, *a)\nclass f(metaclass=Meta):\n    pass\n")
    _refused(guard, payload(meta, ["f"]))
    hook = learner("class Base:\n    def __init_subclass__(cls):\n        print('pwned')\n"
                   "class f(Base):\n    pass\n")
    _refused(guard, payload(hook, ["f"]))
    instance = learner("class Thing:\n    def __setstate__(self, s):\n        print('pwned')\n"
                       "f = Thing()\n")
    _refused(guard, payload(instance, ["f"]))
    for hook in ("__del__(self):\n        pass",
                 "__getattribute__(self, name):\n"
                 "        return object.__getattribute__(self, name)",
                 "__setattr__(self, k, v):\n        object.__setattr__(self, k, v)",
                 "__new__(cls):\n        return object.__new__(cls)"):
        code = f"class Thing:\n    def {hook}\nf = Thing()\n"
        _refused(guard, payload(learner(code), ["f"]))
    plain = learner("class Adder:\n    def __init__(self):\n        self.offset = 0\n"
                    "    def __call__(self, a, b):\n        return a + b + self.offset\n"
                    "f = Adder()\n")
    main: dict = {}
    assert guard["bind"](main, payload(plain, ["f"]), ["f"], [], ROOTS) is None
    assert main["f"](2, 3) == 5


def test_only_installed_modules_are_imported(guard, tmp_path, monkeypatch) -> None:
    """A module beside the submission (a file the learner added) is never imported."""
    (tmp_path / "sneaky.py").write_text("import ptp.checks\nptp.checks.expect = print\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    _refused(guard, pickle.dumps({"f": Call(cloudpickle.cloudpickle.subimport, "sneaky")}))
    assert "sneaky" not in sys.modules


def test_references_must_name_the_graders_objects(guard) -> None:
    """A reference by name reaches only the grader's names, never anything else of the kernel."""
    class Ref(pickle.Pickler):
        def persistent_id(self, obj):
            return ("main", "__builtins__") if obj == "x" else None
    buf = io.BytesIO()
    Ref(buf).dump({"f": "x"})
    _refused(guard, buf.getvalue())


def test_the_plan_slices_what_the_tests_need() -> None:
    """The grading kernel runs the setup cell and the cells that define what tests use."""
    from nbformat.v4 import new_code_cell, new_notebook

    def meta(**kw):
        return {"nbgrader": {"grade_id": kw.pop("gid"), "schema_version": 3, **kw}}

    nb = new_notebook(cells=[
        new_code_cell("import torch\nrun = 1"),
        new_code_cell("big = torch.ones(10**8)  # a demo the tests never use"),
        new_code_cell("def make(seed=0):\n    return torch.zeros(2) + seed"),
        new_code_cell("def f(x):\n    return x", metadata=meta(gid="ex1", solution=True)),
        new_code_cell("assert f(make()).shape == (2,)",
                      metadata=meta(gid="ex1_tests", grade=True, points=1, locked=True)),
    ])
    plan = Plan.of(nb)
    assert plan.asked == {"ex1_tests": ["f"]}
    assert plan.slice(set()) == {0, 2}
    # a demo that binds a name the tests only use as their own loop variable is not run
    nb.cells[1].source = "for i in range(3):\n    big = torch.ones(10**8)"
    nb.cells[4].source = "for i in range(2):\n    assert f(make(i)).shape == (2,)"
    assert Plan.of(nb).slice(set()) == {0, 2}
    assert {"torch", "run", "big", "make"} <= plan.instructor and "f" not in plan.instructor
    assert asked_names("import math\nK = 2\ndef g():\n    pass\nclass C:\n    pass") == \
        ["C", "K", "g"]


def test_a_helper_named_like_a_tests_cells_own_stays_the_learners() -> None:
    """Names only tests cells bind (a hidden test's helpers) are not the notebook's: a learner's
    function reads its own helper of that name (fresh answers t: a right ``make_loader`` with a
    helper ``_loader_settings``, a hidden test's name, lost its points); nor are the names the
    submission's solution cells bind, while the notebook's other names stay shared."""
    from nbformat.v4 import new_code_cell, new_notebook

    def meta(**kw):
        return {"nbgrader": {"grade_id": kw.pop("gid"), "schema_version": 3, **kw}}

    def notebook(solution: str):
        return new_notebook(cells=[
            new_code_cell("import torch\ndef readable(n):\n    return str(n)"),
            new_code_cell(solution, metadata=meta(gid="ex1", solution=True)),
            new_code_cell("def _settings(make):\n    return make(1)\nassert _settings(f) == 1",
                          metadata=meta(gid="ex1_tests", grade=True, points=1, locked=True)),
        ])

    plan = Plan.of(notebook("def f(x):\n    return x"))
    assert plan.tests_only == {"_settings"}
    assert {"torch", "readable"} <= plan.shared and "_settings" not in plan.shared
    submitted = notebook("def _settings(x):\n    return x\ndef readable(n):\n    return n\n"
                         "def f(x):\n    return _settings(readable(x))")
    shared = plan.shared_with(submitted)
    assert "readable" not in shared and "_settings" not in shared and "torch" in shared


def test_tests_beside_an_answer_keep_their_helpers_apart() -> None:
    """The trials' one-namespace stand-in for the same rule: the tests cell's own binding of a
    name the answer binds too is renamed; asked names, imports and attributes are not."""
    from tests.cells import answer_apart

    tests = ("from torch.utils.data import RandomSampler\n"
             "def _settings(make):\n    return make(1)\nobj._settings = 2\n"
             "f = wrap(f)\nassert _settings(f) == 1  # _settings\n")
    answer = ("from torch.utils.data import RandomSampler\n"
              "def _settings(x):\n    return x\ndef f(x):\n    return _settings(x)\n")
    beside = answer_apart(answer, tests, {"f"})
    assert "def _settings__ptp_tests(make)" in beside and "obj._settings = 2" in beside
    assert "assert _settings__ptp_tests(f) == 1  # _settings" in beside
    assert "f = wrap(f)" in beside and "import RandomSampler\n" in beside
    assert answer_apart("def f(x):\n    return x\n", tests, {"f"}) == tests


@pytest.mark.parametrize(("source", "free"), [
    ("for i in range(3):\n    print(i, n)", {"range", "print", "n"}),
    ("x = x + 1", {"x"}),
    ("x += 1", {"x"}),
    ("def f(a):\n    return a + b", {"b"}),
    ("b = 2\ndef f(a):\n    return a + b\nf(1)", set()),
    ("[v * 2 for v in xs]", {"xs"}),
    ("model = model.eval()", {"model"}),
    ("with open(p) as fh:\n    data = fh.read()\nprint(data)", {"open", "p", "print"}),
    ("try:\n    y = 1\nexcept E as e:\n    print(e)\nprint(y)", {"E", "print", "y"}),
    ("if c:\n    z = 1\nprint(z)", {"c", "print", "z"}),
    ("if c:\n    z = 1\nelse:\n    z = 2\nprint(z)", {"c", "print"}),
    ("a[i] = v", {"a", "i", "v"}),
    ("class A(B):\n    k = base", {"B", "base"}),
    ("f = lambda t: t + q", {"q"}),
    ("(w := 3)\nprint(w)", {"print"}),
    ("def g():\n    global h\n    h = 1\n    return h", {"h"}),
    ("match cmd:\n    case [x]:\n        print(x)", {"cmd", "print", "x"}),
])
def test_free_names_are_what_a_cell_needs_from_before(source: str, free: set[str]) -> None:
    """A name bound before it is read (a loop variable, a parameter, a comprehension's) is not
    needed from an earlier cell; one read first (``x = x + 1``, ``x += 1``, a branch that may
    not bind it, a function's global) is."""
    assert free_names(_python(source)) == free


@pytest.mark.parametrize("source", [
    "import ptp.checks\nptp.checks.expect = print",
    "import sys\nsys.modules['ptp.checks'] = None",
    "get_ipython().input_transformers_cleanup.append(lambda l: [])",
    "import sys\nsys.settrace(lambda *a: None)",
    "import atexit\natexit.register(print)",
    "import threading\nthreading.Timer(1, print).start()",
    "import builtins\nbuiltins.len = lambda x: 0",
    "import torch\ntorch.testing.assert_close = print",
    "def f():\n    f.__code__ = (lambda: 1).__code__",
    "import gc\ngc.get_objects()",
    "exec('import os')",
    "def add(a, b):\n    import __main__\n    __main__.expect = print\n    return a + b",
    "import sys\ndef f():\n    return sys._getframe(1).f_back.f_globals",
    "class Liar(int):\n    def __eq__(self, other):\n        return True",
    "class T(torch.Tensor):\n    __torch_function__ = torch._C._disabled_torch_function_impl",
    "from IPython.display import display, clear_output\nclear_output()",
    "from IPython.display import publish_display_data",
    "def add(a, b):\n    from nbgrader.api import Gradebook\n    return a - b",
])
def test_machinery_is_flagged(source: str) -> None:
    """A solution cell that reaches into the interpreter is flagged for review."""
    assert scan_solution(source)


@pytest.mark.parametrize("source", [
    "def evaluate(model, x, y, batch_size=256):\n    was = model.training\n    model.eval()\n"
    "    with torch.no_grad():\n        out = model(x)\n    model.train(was)\n    return out",
    "import os\ndef rank():\n    return int(os.environ.get('LOCAL_RANK', 0))",
    "class Block(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
    "        self.w = nn.Parameter(torch.zeros(2))",
    "import math, warnings\ndef f(x):\n    with warnings.catch_warnings():\n"
    "        return math.log(x)",
    "from IPython.display import display, HTML\ndisplay(HTML('<b>checked</b>'))",
])
def test_honest_work_is_not_flagged(source: str) -> None:
    assert scan_solution(source) == []


def test_the_graders_setup_is_not_held_to_the_cell_timeout() -> None:
    """The grading kernel's preamble (torch and the checking helpers imported) may take longer
    than a course's cell timeout on a loaded machine: it runs under SETUP_TIMEOUT, and the
    learner's cells after it under the course's own timeout again."""
    import nbformat

    from graders.isolation import SETUP_TIMEOUT, IsolatedExecute

    seen: list[float] = []

    class Twin:
        timeout = 8

        def execute_cell(self, cell, index, store_history):  # noqa: ANN001, ANN201
            seen.append(self.timeout)
            return cell

    twin, nb = Twin(), nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("pass")
    IsolatedExecute._twin_cell(None, twin, nb, cell, SETUP_TIMEOUT)
    IsolatedExecute._twin_cell(None, twin, nb, cell)
    assert seen == [SETUP_TIMEOUT, 8] and twin.timeout == 8


GUARDED = '''
import collections
import dataclasses
import torch
from torch import nn

Pair = collections.namedtuple("Pair", "loss hits")


@dataclasses.dataclass
class Report:
    loss: float


class Tiny(nn.Module):
    def forward(self, x):
        return x * 2


def honest(x):
    return Pair(x.sum(), 3), {"report": Report(1.0), "model": Tiny()}, [x.clone()]


def batches(n):
    try:
        for i in range(n):
            yield torch.full((2,), float(i))
    finally:
        CLOSED.append(n)


CLOSED = []


def rebinds(ns):
    ns["expect"] = print
    return 1


def patches_and_restores(module):
    real = module.expect
    module.expect = print
    module.expect = real
    return 1


def patches(module):
    module.expect = print
    return 1


def make_rebinder():
    def inner(ns):
        ns["expect"] = print
    return inner


def steps_then_rebinds(ns):
    yield 1
    ns["expect"] = print
    yield 2


class Liar(int):
    def __eq__(self, other):
        return True

    __hash__ = int.__hash__


class Anything:
    def __eq__(self, other):
        return True


class Sneaky(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        return True


class Plain(torch.Tensor):  # a subclass that changes nothing: torch answers for it as usual
    pass


def plain_tensor():
    return torch.zeros(2).as_subclass(Plain)


def lies():
    return Liar(0)


def lies_inside():
    return (1, [Anything()])


def sneaky_tensor():
    return torch.zeros(2).as_subclass(Sneaky)


def any_of_mock():
    from unittest import mock

    return (1, mock.ANY)


def configured_mock():
    from unittest import mock

    double = mock.MagicMock()
    double.__eq__.return_value = True
    return double


def sine(x):
    return torch.sin(x) * 2


def compiles(fn):
    return torch.compile(fn, backend="eager")(torch.ones(2))
'''


@pytest.fixture()
def guarded(guard):
    """The learner's definitions as the grading kernel binds them: each function guarded."""
    import ptp.checks

    module = learner(GUARDED)
    main: dict = {"__name__": "__main__", "expect": ptp.checks.expect}
    alarms: list = []
    wrap = guard["_guard"](main, alarms)
    names = [n for n, v in vars(module).items() if isinstance(v, (types.FunctionType, type))
             and getattr(v, "__module__", "") == "__main__"]
    bound = {n: wrap(getattr(module, n)) for n in names}
    return types.SimpleNamespace(main=main, alarms=alarms, module=module, guard=guard, **bound)


def test_honest_calls_go_through_the_guard(guarded) -> None:
    """Named tuples, dataclasses, modules and tensors come back as they are; a generator's
    steps, sends and close reach the learner's generator; compiling a guarded function works."""
    x = torch.ones(3)
    pair, extras, tensors = guarded.honest(x)
    assert type(pair).__name__ == "Pair" and pair.loss == 3 and pair.hits == 3
    assert extras["report"] == guarded.module.Report(1.0) and extras["model"](x).sum() == 6
    assert torch.equal(tensors[0], x)
    assert [t.tolist() for t in guarded.batches(3)] == [[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]]
    steps = guarded.batches(5)
    next(steps)
    steps.close()
    assert guarded.module.CLOSED[-1] == 5  # the learner's finally ran at close()
    assert guarded.Tiny()(x).sum() == 6  # a class's methods are guarded too
    assert torch.equal(guarded.plain_tensor(), torch.zeros(2))
    compiled = torch.compile(guarded.sine, fullgraph=True, backend="eager")
    torch.testing.assert_close(compiled(x), torch.sin(x) * 2)
    # a tests' function compiled in a call: Dynamo adds __compiled_fn_... to its globals
    exec("import torch\ndef tests_own(x):\n    return torch.cos(x)\n", guarded.main)
    torch.testing.assert_close(guarded.compiles(guarded.main["tests_own"]),
                               torch.cos(torch.ones(2)))
    import ptp.checks
    assert guarded.patches_and_restores(ptp.checks) == 1
    assert guarded.alarms == []


def test_a_call_that_changes_the_grader_stops_at_once(guarded) -> None:
    """Rebinding a tests' name or a checking helper, in a call, a returned function or a step
    of a generator, raises at the end of that call (before any later check reads it), and is
    recorded for the token."""
    import ptp.checks

    error = guarded.guard["GradingIntegrityError"]
    real = ptp.checks.expect
    with pytest.raises(error, match="expect"):
        guarded.rebinds(guarded.main)
    guarded.main["expect"] = real
    try:
        with pytest.raises(error, match="expect"):
            guarded.patches(ptp.checks)
    finally:
        ptp.checks.expect = real
    with pytest.raises(error):
        guarded.make_rebinder()(guarded.main)
    guarded.main["expect"] = real
    steps = guarded.steps_then_rebinds(guarded.main)
    assert next(steps) == 1
    with pytest.raises(error):
        next(steps)
    guarded.main["expect"] = real
    assert len(guarded.alarms) == 4


@pytest.mark.parametrize("name", ["lies", "lies_inside", "sneaky_tensor", "any_of_mock",
                                  "configured_mock"])
def test_a_result_that_lies_is_refused(guarded, name: str) -> None:
    """A result (or an item of a returned tuple, list or dict) of a class of the learner's that
    compares equal to anything, or redefines how a number or tensor compares, is refused; so
    is one of an installed class that compares equal to anything (``unittest.mock.ANY``, a
    configured ``MagicMock``: fresh hostile answers t)."""
    with pytest.raises(guarded.guard["GradingIntegrityError"], match="compares"):
        getattr(guarded, name)()
    assert guarded.alarms


def test_a_tests_cell_says_what_it_binds_by_name() -> None:
    """The names a tests cell binds itself, which must still hold what it bound when the cell
    ends: imports and undecorated functions, but no name it also assigns."""
    source = ("from ptp.checks import expect, quiet as hush\nimport torch.nn.functional as F\n"
              "import numpy\nimport os.path\nfrom . import nothing\n"
              "def helper():\n    pass\n@staticmethod\ndef decorated():\n    pass\n"
              "def twice():\n    pass\ntwice = 1\nfrom math import inf\ninf = 0\n")
    imports, defs = own_bindings(source)
    assert imports == [("expect", "ptp.checks", "expect"), ("hush", "ptp.checks", "quiet"),
                       ("F", "torch.nn.functional", None), ("numpy", "numpy", None),
                       ("os", "os", None)]
    assert defs == ["helper"]


# The grading kernel's audit hook cannot be removed once installed: tried in a process of its
# own. A learner's function (its code compiled from a learner's file) asks for frames, objects
# or memory in each way Python offers; installed code does the same and goes on, and so does
# the learner's code that only formats a traceback. A declaration changed in place (a frozen
# dataclass through object.__setattr__, which keeps the object) is found at the cell's end.
AUDIT_PROBE = r'''
import sys
src = open(sys.argv[1]).read()
space = {"__name__": "ptp_isolation_kernel"}
exec(compile(src, "<isolation>", "exec"), space)
main = {"__name__": "__main__"}
verify, rebase, wrap = space["_install"]("secret", main)
learner = {"__name__": "__main__"}
exec(compile("""
import sys
def frame():
    return sys._getframe(1).f_locals
def inspect_stack():
    import inspect
    return inspect.stack()[1].frame
def walk_stack():
    import traceback
    return next(traceback.walk_stack(None))
def tb_frame():
    try:
        raise ValueError
    except ValueError as err:
        return err.__traceback__.tb_frame.f_back
def gen_frame():
    def steps():
        yield box[0].gi_frame.f_back
    box = [steps()]
    return next(box[0])
def current_frames():
    return sys._current_frames()
def collector():
    import gc
    return gc.get_objects()
def referrers():
    import gc
    return gc.get_referrers(sys)
def tracer():
    sys.settrace(lambda *a: None)
def memory():
    import ctypes
    return ctypes.c_int.from_address(id(1))
def formatted():
    import traceback
    try:
        raise ValueError("x")
    except ValueError:
        return traceback.format_exc()
def installed():
    import collections, logging, warnings
    logging.getLogger("probe").info("hi")
    return collections.namedtuple("Pair", "a b")(1, 2)
def changes_a_declaration():
    import ptp.contracts_decl as c
    object.__setattr__(c.DECLARATIONS["ex1_brighten"], "max_examples", 1)
""", "/tmp/ipykernel_0/learner_cell.py", "exec"), learner)
import ptp.contracts_decl
rebase()
print("verify_before", not verify("n1").startswith("changed:"))
wrap(learner["changes_a_declaration"])()
print("verify_after", verify("n2"))
for name in ("frame", "inspect_stack", "walk_stack", "tb_frame", "gen_frame", "current_frames",
             "collector", "referrers", "tracer", "memory", "formatted", "installed"):
    try:
        wrap(learner[name])()
        print(name, "ran")
    except RuntimeError as err:
        print(name, "refused" if "may not reach" in str(err) else f"error {err}")
'''


def test_the_graders_frames_objects_and_tables_are_out_of_reach(tmp_path) -> None:
    """A call of the learner's code cannot read the checks' frames (where the reference's result
    waits to be compared), the collector's objects or memory; a declaration changed in place
    fails the cell. (Before: a tree encoder that walked up to the reference's result and made it
    require grad scored full marks on 02a's exercise 2 through the real parallel grader.)"""
    import subprocess
    from pathlib import Path

    kernel = Path(__file__).resolve().parent.parent / "graders" / "isolation_kernel.py"
    out = subprocess.run([sys.executable, "-c", AUDIT_PROBE, str(kernel)], capture_output=True,
                         text=True, timeout=300, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-3000:]
    said = dict(line.split(" ", 1) for line in out.stdout.splitlines())
    for name in ("frame", "inspect_stack", "walk_stack", "tb_frame", "gen_frame",
                 "current_frames", "collector", "referrers", "tracer", "memory"):
        assert said[name] == "refused", (name, said[name])
    assert said["formatted"] == "ran" and said["installed"] == "ran"
    assert said["verify_before"] == "True"
    assert "ptp.contracts_decl.DECLARATIONS (contents)" in said["verify_after"], said


def test_the_definitions_are_taken_from_the_cell_before_the_tests_once() -> None:
    """ARM's exports leave the cell's outputs; a grade id published twice (the learner's code
    forging one) counts as not given, and another nonce's export is dropped."""
    import json

    import nbformat

    from graders.isolation import MIME, _take_payloads

    def export(tag: str) -> dict:
        return nbformat.v4.new_output("display_data", data={MIME: json.dumps(
            {"data": "", "used": [], "missing": [], "error": "", "tag": tag})})

    printed = nbformat.v4.new_output("stream", name="stdout", text="3\n")
    cell = nbformat.v4.new_code_cell("def add(a, b):\n    return a + b\nprint(add(1, 2))")
    cell.outputs = [printed, export("n1:ex1_tests"), export("n1:ex2_tests"),
                    export("n1:ex2_tests"), export("other:ex1_tests")]
    found = _take_payloads(cell, "n1")
    assert cell.outputs == [printed]
    assert found["ex1_tests"] is not None and found["ex1_tests"]["tag"] == "n1:ex1_tests"
    assert found["ex2_tests"] is None
