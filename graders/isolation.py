"""Tests the learner's code cannot reach: each tests cell runs in a second, clean kernel.

nbgrader runs a submission in one kernel, tests cells included, so a solution cell that
replaces a checking helper, puts a stand-in into ``sys.modules`` or installs an IPython input
or AST transformer changes the verdicts of every tests cell after it. ``IsolatedExecute`` (the
autograde step's ``Execute``, set up by ``graders.grade_worker``) grades in two kernels, both
in the sandbox:

1. **The learner's kernel** runs the learner's cells as submitted (solution cells, and any
   cell added or changed), after the setup cell and the grader's cells their top-level code
   reads. The names the exercises before a tests cell ask for (the names the reference's
   solution cells define) are pickled *by value* with cloudpickle as the last cell run ahead
   of that tests cell left them, inside that cell's own request (``ARM``: IPython's
   ``post_run_cell``), so nothing the cell queued on the kernel's event loop can change them
   first; the export where the tests cell stands is used only where no cell ran before it.
   The grader's own
   objects they use (data, helper functions of the demos) travel as references by name, and
   the grader's names their functions read only when called are bound in the grading kernel,
   which runs the cells binding them.
2. **The grading kernel** starts clean and, before any learner code, binds the checking
   helpers and records the interpreter's machinery (``graders/isolation_kernel.py``). It runs
   the instructor's cells of the source notebook that the tests depend on (a backward slice by
   name), then, at each tests cell, loads the learner's definitions through an unpickler that
   calls nothing but reconstructors, and runs the tests cell from the gradebook. Top-level
   code of a solution cell never runs there; the learner's functions run there only when a
   test calls them. After every cell that may have run learner code, the machinery is
   compared with the record and a keyed token must come back: a cell after which it changed
   (or that answered no token) fails with a plain message, and the grading kernel is started
   afresh for the cells after it.

Solution cells that touch the interpreter's machinery are flagged for review
(``graders.tampering``), whatever their score.
"""

from __future__ import annotations

import ast
import copy
import json
import os
import secrets
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat
from nbclient.util import run_sync
from nbformat import NotebookNode

from graders.grade_worker import RecordingExecute
from graders.tampering import scan_solution

KERNEL_SIDE = (Path(__file__).with_name("isolation_kernel.py")).read_text()
MIME = "application/x-ptp-definitions"
TOKEN = "application/x-ptp-token"
MAX_PAYLOAD = 64 * 2**20
INTEGRITY = "GradingIntegrityError"
TIMES = bool(os.environ.get("PTP_ISOLATION_TIMES"))  # each step's time on the worker's stderr
# The grading kernel's preamble is the grader's own setup (imports torch and the checking
# helpers), not a learner's cell: it is not held to the course's cell timeout, which a course may
# set low to stop endless loops early (8 s in the tests' tiny course; a loaded machine can take
# longer than that to import torch).
SETUP_TIMEOUT = 300.0


def _meta(cell: NotebookNode) -> dict:
    return cell.get("metadata", {}).get("nbgrader", {}) or {}


def is_tests(cell: NotebookNode) -> bool:
    meta = _meta(cell)
    return cell.get("cell_type") == "code" and bool(meta.get("grade")) and not meta.get("solution")


def is_solution(cell: NotebookNode) -> bool:
    return cell.get("cell_type") == "code" and bool(_meta(cell).get("solution"))


def _python(source: str) -> ast.Module | None:
    """A cell's code as Python (IPython's magics and shell escapes turned into calls)."""
    try:
        from IPython.core.inputtransformer2 import TransformerManager
        return ast.parse(TransformerManager().transform_cell(source))
    except Exception:
        return None


def defined_names(tree: ast.Module | None) -> set[str]:
    """Names a cell binds at its top level."""
    names: set[str] = set()
    if tree is None:
        return names
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                names.add((alias.asname or alias.name).split(".")[0])
        for sub in ast.walk(node) if not isinstance(
                node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else []:
            if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                names.add(sub.id)
    return names


def used_names(tree: ast.Module | None) -> set[str]:
    """Every name a cell reads, anywhere in it (a superset of its free names)."""
    if tree is None:
        return set()
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def top_level_used_names(tree: ast.Module | None) -> set[str]:
    """The names a cell reads when it runs: everywhere but inside the bodies of the functions
    it defines (those run only when called; their decorators, defaults and annotations count)."""
    if tree is None:
        return set()
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args
            for sub in [*node.decorator_list, *args.defaults,
                        *(d for d in args.kw_defaults if d is not None), node.returns,
                        *(a.annotation for a in [*args.posonlyargs, *args.args,
                                                 *args.kwonlyargs, args.vararg, args.kwarg]
                          if a is not None)]:
                if sub is not None:
                    visit(sub)
            return
        if isinstance(node, ast.Lambda):
            for sub in [*node.args.defaults, *(d for d in node.args.kw_defaults if d)]:
                visit(sub)
            return
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            found.add(node.id)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def free_names(tree: ast.Module | None) -> set[str]:
    """The names a cell reads that it has not bound itself first: what it needs from the cells
    before it. In the order Python evaluates a cell: a name read before the cell binds it (a
    loop variable is bound before the loop's body; ``x = x + 1`` and ``x += 1`` read ``x``); the
    global names read in the bodies of the functions, lambdas and classes it defines, unless the
    cell binds them at its top level. Conservative where the order is not known: a name bound in
    one branch of an ``if``, in a loop's body or in a ``try`` counts as not bound after it, and a
    ``match`` statement binds nothing. ``used_names`` (every name read anywhere) made the
    grading kernel run demo cells that only happened to bind a tests cell's loop variable or a
    function's parameter name (``i``, ``name``, ``x``): chapter 11's training, for one."""
    if tree is None:
        return set()
    free: set[str] = set()
    deferred: set[str] = set()

    def targets(node: ast.AST, out: set[str]) -> None:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                out.add(sub.id)

    def scope_loads(node: ast.AST) -> set[str]:
        """Loads of a deferred scope (function or lambda body) that are not its own names."""
        own: set[str] = set()
        for sub in ast.walk(node):
            if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                own.add(sub.id)
            elif isinstance(sub, ast.arg):
                own.add(sub.arg)
            elif isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                own.add(sub.name)
            elif isinstance(sub, (ast.Import, ast.ImportFrom)):
                own |= {(a.asname or a.name).split(".")[0] for a in sub.names}
            elif isinstance(sub, ast.ExceptHandler) and sub.name:
                own.add(sub.name)
        globals_declared = {n for sub in ast.walk(node) if isinstance(sub, ast.Global)
                            for n in sub.names}
        return {sub.id for sub in ast.walk(node) if isinstance(sub, ast.Name)
                and isinstance(sub.ctx, ast.Load)
                and (sub.id not in own or sub.id in globals_declared)}

    def expr(node: ast.AST | None, bound: set[str]) -> None:
        """Visit an expression in evaluation order (approximately)."""
        if node is None:
            return
        if isinstance(node, ast.Name):
            if isinstance(node.ctx, ast.Load) and node.id not in bound:
                free.add(node.id)
            return
        if isinstance(node, ast.Lambda):
            for d in [*node.args.defaults, *(d for d in node.args.kw_defaults if d)]:
                expr(d, bound)
            deferred.update(scope_loads(node))
            return
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            local = set(bound)
            for i, gen in enumerate(node.generators):
                expr(gen.iter, bound if i == 0 else local)
                targets(gen.target, local)
                for cond in gen.ifs:
                    expr(cond, local)
            if isinstance(node, ast.DictComp):
                expr(node.key, local)
                expr(node.value, local)
            else:
                expr(node.elt, local)
            return
        if isinstance(node, ast.NamedExpr):
            expr(node.value, bound)
            bound.add(node.target.id)
            return
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                expr(child, bound)
            elif isinstance(child, (ast.keyword, ast.comprehension, ast.arguments)):
                for sub in ast.iter_child_nodes(child):
                    if isinstance(sub, ast.expr):
                        expr(sub, bound)

    def bind(target: ast.AST, bound: set[str]) -> None:
        """An assignment target: its subscripts and attributes' bases are read, names bound."""
        if isinstance(target, ast.Name):
            bound.add(target.id)
        elif isinstance(target, (ast.Tuple, ast.List)):
            for elt in target.elts:
                bind(elt, bound)
        elif isinstance(target, ast.Starred):
            bind(target.value, bound)
        else:
            expr(target, bound)

    def block(stmts: list[ast.stmt], bound: set[str]) -> None:
        for s in stmts:
            stmt(s, bound)

    def stmt(s: ast.stmt, bound: set[str]) -> None:
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for d in [*s.decorator_list, *s.args.defaults,
                      *(d for d in s.args.kw_defaults if d), s.returns]:
                expr(d, bound)
            deferred.update(scope_loads(s))
            bound.add(s.name)
        elif isinstance(s, ast.ClassDef):
            for d in [*s.decorator_list, *s.bases, *(k.value for k in s.keywords)]:
                expr(d, bound)
            body = scope_loads(s)  # a class body runs now, and its methods later: both count
            deferred.update(body)
            free.update(body - bound)
            bound.add(s.name)
        elif isinstance(s, ast.Assign):
            expr(s.value, bound)
            for t in s.targets:
                bind(t, bound)
        elif isinstance(s, ast.AugAssign):
            expr(s.value, bound)
            if isinstance(s.target, ast.Name):
                if s.target.id not in bound:
                    free.add(s.target.id)
                bound.add(s.target.id)
            else:
                expr(s.target, bound)
        elif isinstance(s, ast.AnnAssign):
            expr(s.value, bound)
            bind(s.target, bound)
        elif isinstance(s, (ast.For, ast.AsyncFor)):
            expr(s.iter, bound)
            inner = set(bound)
            bind(s.target, inner)
            block(s.body, inner)
            block(s.orelse, set(bound))
        elif isinstance(s, ast.While):
            expr(s.test, bound)
            block(s.body, set(bound))
            block(s.orelse, set(bound))
        elif isinstance(s, ast.If):
            expr(s.test, bound)
            a, b = set(bound), set(bound)
            block(s.body, a)
            block(s.orelse, b)
            bound |= a & b
        elif isinstance(s, (ast.With, ast.AsyncWith)):
            for item in s.items:
                expr(item.context_expr, bound)
                if item.optional_vars is not None:
                    bind(item.optional_vars, bound)
            block(s.body, bound)
        elif isinstance(s, ast.Try) or type(s).__name__ == "TryStar":
            inner = set(bound)
            block(s.body, inner)
            for h in s.handlers:
                hb = set(bound)
                expr(h.type, hb)
                if h.name:
                    hb.add(h.name)
                block(h.body, hb)
            block(s.orelse, set(inner))
            block(s.finalbody, set(bound))
        elif isinstance(s, (ast.Import, ast.ImportFrom)):
            for a in s.names:
                bound.add((a.asname or a.name).split(".")[0])
        elif isinstance(s, (ast.Global, ast.Nonlocal, ast.Pass, ast.Break, ast.Continue)):
            pass
        elif isinstance(s, ast.Delete):
            for t in s.targets:
                if not isinstance(t, ast.Name):  # del a[i] reads a and i; del x binds nothing
                    expr(t, bound)
        elif isinstance(s, (ast.Expr, ast.Return, ast.Raise, ast.Assert)):
            for sub in ast.iter_child_nodes(s):
                if isinstance(sub, ast.expr):
                    expr(sub, bound)
        else:  # match and anything newer: every name read counts, and nothing is bound
            free.update(sub.id for sub in ast.walk(s) if isinstance(sub, ast.Name)
                        and isinstance(sub.ctx, ast.Load) and sub.id not in bound)

    bound: set[str] = set()
    block(tree.body, bound)
    return free | (deferred - defined_names(tree))


def asked_names(solution_source: str) -> list[str]:
    """The names an exercise asks for: what the reference's solution cell defines."""
    tree = _python(solution_source)
    return sorted(defined_names(tree) - {n for node in (tree.body if tree else [])
                                         if isinstance(node, (ast.Import, ast.ImportFrom))
                                         for n in defined_names(ast.Module([node], []))})


CONFIG_ROOTS = {"os", "warnings", "logging", "torch", "np", "numpy", "random", "plt",
                "matplotlib", "mpl"}


def _dotted(node: ast.AST) -> list[str]:
    parts = []
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        if isinstance(node, ast.Attribute):
            parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
    return parts[::-1]


def configures(node: ast.stmt) -> bool:
    """A top-level statement that sets the process up: ``os.environ[...] = ...``,
    ``os.environ.setdefault(...)``, ``warnings.filterwarnings(...)``, ``torch.set_...(...)``,
    ``torch.backends.cudnn.benchmark = ...``, ``logging.getLogger(...).setLevel(...)``."""
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        parts = _dotted(node.value.func)
        return (len(parts) > 1 and parts[0] in CONFIG_ROOTS
                and (parts[-1].startswith(("set", "filter", "simplefilter", "use_", "seed"))
                     or parts[-1] in ("manual_seed", "basicConfig", "update", "disable")))
    if isinstance(node, (ast.Assign, ast.AugAssign)):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        return any(isinstance(t, (ast.Attribute, ast.Subscript))
                   and (_dotted(t)[:1] or [""])[0] in CONFIG_ROOTS for t in targets)
    return False


@dataclass
class Plan:
    """What the grading kernel runs, from the source notebook."""

    cells: list[NotebookNode]                       # the source's cells, solutions included
    asked: dict[str, list[str]] = field(default_factory=dict)    # tests grade id -> names
    instructor: set[str] = field(default_factory=set)            # names the grader's cells bind
    tests_only: set[str] = field(default_factory=set)            # ... only its tests cells bind
    trees: dict[int, ast.Module | None] = field(default_factory=dict)

    @property
    def shared(self) -> set[str]:
        """The grader's names a learner's function reads from the notebook itself (travelling
        by reference, looked up in the grading kernel): the names its cells other than tests
        cells bind. A name only a tests cell binds (a hidden test's helper, which the learner
        never saw) is not the notebook's: a helper of the learner's of that name stays the
        learner's own (fresh answers t: a right ``make_loader`` whose helper was named like
        a hidden test's lost its points)."""
        return self.instructor - self.tests_only

    def shared_with(self, nb: NotebookNode) -> set[str]:
        """``shared``, less the names the submission's solution cells bind: a helper the
        learner wrote under a name the notebook also uses is the learner's own, as it is in
        the learner's kernel when their cell runs after the notebook's."""
        learners: set[str] = set()
        for cell in nb.cells:
            if is_solution(cell):
                learners |= defined_names(_python(cell.source))
        return self.shared - learners

    @property
    def ptp_modules(self) -> list[str]:
        """The course's modules the grader's cells import (bound before any learner code)."""
        found = set()
        for tree in self.trees.values():
            for node in ast.walk(tree) if tree else []:
                if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ptp"):
                    found.add(node.module)
                elif isinstance(node, ast.Import):
                    found |= {a.name for a in node.names if a.name.startswith("ptp")}
        return sorted(found)

    @classmethod
    def of(cls, source: NotebookNode) -> Plan:
        plan = cls(list(source.cells))
        so_far: list[str] = []
        by_others: set[str] = set()
        for i, cell in enumerate(plan.cells):
            if cell.cell_type != "code":
                continue
            if is_solution(cell):
                so_far += [n for n in asked_names(cell.source) if n not in so_far]
                continue
            tree = _python(cell.source)
            plan.trees[i] = tree
            plan.instructor |= defined_names(tree)
            if is_tests(cell):
                plan.asked[_meta(cell).get("grade_id", "")] = list(so_far)
            else:
                by_others |= defined_names(tree)
        plan.instructor -= set(so_far)
        plan.tests_only = plan.instructor - by_others
        return plan

    def configuration(self, chosen: set[int]) -> dict[int, str]:
        """For the grader's cells left out: their statements that set the process up
        (environment variables, warnings, logging, torch's switches), each on its own, in the
        order they run: at the top level and inside the top-level ``try`` and ``with`` blocks,
        so that a switch a cell turns on and puts back in its ``finally`` (08b's
        ``torch._logging.set_logs(recompiles=True)``) is put back here too."""
        def statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
            for node in body:
                if isinstance(node, ast.Try):
                    yield from statements([*node.body, *node.orelse, *node.finalbody])
                elif isinstance(node, (ast.With, ast.AsyncWith)):
                    yield from statements(node.body)
                else:
                    yield node

        found = {}
        for i, tree in self.trees.items():
            if i in chosen or is_tests(self.cells[i]) or tree is None:
                continue
            lines = [ast.unparse(node) for node in statements(tree.body) if configures(node)]
            if lines:
                found[i] = "\n".join(f"try:\n    {line}\nexcept Exception:\n    pass"
                                     for line in lines)
        return found

    def slice(self, extra: set[str]) -> set[int]:
        """Indices of the instructor cells (not tests, not solutions) the tests need."""
        needed = set(extra)
        for i in sorted(self.trees):
            if is_tests(self.cells[i]):
                needed |= free_names(self.trees[i])
        chosen = set()
        code = [i for i in sorted(self.trees) if not is_tests(self.cells[i])]
        if code:
            chosen.add(code[0])  # the setup cell
            needed |= free_names(self.trees[code[0]])
        for i in reversed(code):
            if defined_names(self.trees[i]) & needed:
                chosen.add(i)
                needed |= free_names(self.trees[i])
        # a chosen cell may need a cell after the walk passed it: walk until nothing changes
        changed = True
        while changed:
            changed = False
            for i in code:
                if i not in chosen and defined_names(self.trees[i]) & needed:
                    chosen.add(i)
                    needed |= free_names(self.trees[i])
                    changed = True
        return chosen


EXPORT = """
def __ptp_export(names, instructor, tag):
    import base64, json, pickle, cloudpickle
    from IPython.display import publish_display_data
    main = globals()
    ids = {{id(main[n]): n for n in instructor if n in main and not isinstance(
        main[n], (int, float, complex, str, bytes, bool, type(None), tuple))}}
    used, missing = set(), []
    import sys, types
    class P(cloudpickle.Pickler):
        def reducer_override(self, obj):
            # a module of a ModuleType subclass (torch.backends) travels by name, as modules do
            if (isinstance(obj, types.ModuleType) and type(obj) is not types.ModuleType
                    and sys.modules.get(getattr(obj, "__name__", None)) is obj):
                return cloudpickle.cloudpickle.subimport, (obj.__name__,)
            # a function of the learner's under functools.cache or lru_cache would travel by
            # name (__main__.helper), which the grader's kernel does not hold: it travels as
            # the function by value and the cache's settings, and is cached again there
            import functools
            if (isinstance(obj, functools._lru_cache_wrapper)
                    and getattr(getattr(obj, "__wrapped__", None), "__module__", "") == "__main__"):
                settings = obj.cache_parameters()
                return functools.lru_cache, (settings["maxsize"], settings["typed"],
                                             obj.__wrapped__)
            return super().reducer_override(obj)

        def persistent_id(self, obj):
            name = ids.get(id(obj))
            if name is not None:
                used.add(name)
                return ("main", name)
            return None
    found = {{}}
    for n in names:
        if n in main:
            found[n] = main[n]
        else:
            missing.append(n)
    import io
    buf = io.BytesIO()
    try:
        P(buf, protocol=pickle.HIGHEST_PROTOCOL).dump(found)
        data, error = base64.b64encode(buf.getvalue()).decode(), ""
    except Exception as err:
        data, error = "", f"{{type(err).__name__}}: {{err}}"[:300]
    publish_display_data({{{mime!r}: json.dumps(
        {{"data": data, "used": sorted(used), "missing": missing, "error": error, "tag": tag}})}})
__ptp_export({names!r}, {instructor!r}, {tag!r})
del __ptp_export
"""

# Armed in the learner's kernel just before the last cell it runs ahead of a tests cell: once that
# cell has run, inside its own request (IPython's post_run_cell, which fires even when the cell
# raised), the names the tests ask for are exported as the cell left them, before anything the
# cell queued on the kernel's event loop (a callback that rewrites a function until the next cell)
# can run. Only when IPython ran the cell itself (``run_cell``, synchronously), or when the cell
# awaits at its top level (the asynchronous path is then its own): a cell sent down that path
# otherwise (``should_run_async`` replaced) exports nothing, and the tests then fail.
ARM = """
def __ptp_arm(code, awaits):
    import sys
    ip = get_ipython()
    def after(result=None):
        try:
            ip.events.unregister("post_run_cell", after)
        except ValueError:
            pass
        frame = sys._getframe(1)
        while frame is not None:
            if frame.f_code.co_name == "run_cell" and \\
                    frame.f_code.co_filename.endswith("interactiveshell.py"):
                break
            frame = frame.f_back
        if frame is not None or awaits:
            exec(code, ip.user_ns)
    def before(info=None):  # the next cell's start (this request's own end is not the cell's)
        try:
            ip.events.unregister("pre_run_cell", before)
        except ValueError:
            pass
        ip.events.register("post_run_cell", after)
    ip.events.register("pre_run_cell", before)
__ptp_arm({code!r}, {awaits!r})
del __ptp_arm
"""

PREAMBLE = """
def __ptp_preamble():
    import builtins, sys, types
    # the checking helpers and what they rely on, imported before any learner code
    import importlib
    import numpy, torch, torch.testing, torch.nn.functional, cloudpickle  # noqa: F401
    import ptp, ptp.checks, ptp.domains  # noqa: F401
    # the emulated accelerator, where an exercise's declaration draws inputs on one
    ptp.domains.prepare_accelerator({exercises!r})
    if {compiles!r}:
        # torch.compile's first call wraps torch.nn.Module.__init__ and __setstate__ (Dynamo's
        # own machinery): done here, before the record, so that a learner's first compile in a
        # tests cell is not taken for tampering
        torch.compile(lambda x: x + 1, backend="eager")(torch.ones(1))
        torch._dynamo.reset()
    for name in {modules!r}:
        try:
            importlib.import_module(name)
        except Exception:
            pass
    space = {{"__name__": "ptp_grading_guard", "__builtins__": builtins}}
    exec(compile({source!r}, "<grading guard>", "exec"), space)
    verify, rebase, wrap = space["_install"]({secret!r}, globals())
    bind = space["bind"]
    main = globals()
    roots = tuple(sorted({{sys.prefix, sys.base_prefix, sys.exec_prefix,
                         __import__("os").path.dirname(ptp.__path__[0])}}))

    # the secret stays out of reach of the learner's code: the hash object above holds it, this
    # cell is not in the history (run with store_history=False), and its source leaves
    # linecache (IPython keeps every cell's source there for tracebacks)
    import linecache
    for cache in (linecache.cache, getattr(linecache, "_ipython_cache", {{}})):
        for key, entry in list(cache.items()):
            lines = entry[2] if isinstance(entry, tuple) and len(entry) > 2 else ()
            if any("ptp_grading_guard" in line for line in lines or ()):
                del cache[key]

    from IPython.display import publish_display_data as publish

    def token(nonce, imports=(), defs=()):
        # a display message, not stdout: the sandbox's output cap cannot swallow it
        filename = sys._getframe(1).f_code.co_filename  # the tests cell's, for its functions
        publish({{"application/x-ptp-token": verify(nonce, imports, defs, filename)}})

    def load(data, asked, instructor):
        import base64
        payload = base64.b64decode(data) if data else None
        problem = bind(main, payload, asked, instructor, roots, wrap)
        if problem:
            print("\\x00ptp-problem:" + problem + "\\x00", end="")

    return token, load, rebase
__ptp_token__, __ptp_load__, __ptp_rebase__ = __ptp_preamble()
del __ptp_preamble
"""


def _token_line(nonce: str, source: str = "") -> str:
    """The line after a cell that asks the grading kernel for its token: with the names the
    cell (``source``, a tests cell) binds itself, which must still hold what it bound."""
    imports, defs = own_bindings(source)
    if not imports and not defs:
        return f"\n__ptp_token__({nonce!r})"
    return f"\n__ptp_token__({nonce!r}, {imports!r}, {defs!r})"


def own_bindings(source: str) -> tuple[list[tuple[str, str, str | None]], list[str]]:
    """What a cell binds at its top level by name and nowhere else: ``from module import attr
    as name`` and ``import module as name`` (absolute imports; attr None for a module), and
    the functions it defines without a decorator."""
    tree = _python(source) if source else None
    imports: list[tuple[str, str, str | None]] = []
    defs: list[str] = []
    others = []
    for node in tree.body if tree is not None else []:
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            imports += [(a.asname or a.name, node.module, a.name) for a in node.names
                        if a.name != "*"]
        elif isinstance(node, ast.Import):
            imports += [(a.asname, a.name, None) if a.asname else
                        (a.name.split(".")[0], a.name.split(".")[0], None) for a in node.names]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.decorator_list:
            defs.append(node.name)
        else:
            others.append(node)
    # a name bound twice (or also by an assignment) is left to the other checks
    names = [n for n, _, _ in imports] + defs
    twice = {n for n in names if names.count(n) > 1}
    twice |= defined_names(ast.Module(body=others, type_ignores=[]))
    return [b for b in imports if b[0] not in twice], [d for d in defs if d not in twice]


def _payload_of(outputs: list[dict]) -> dict:
    for out in outputs:
        data = out.get("content", {}).get("data", {}) if "content" in out else out.get("data", {})
        if MIME in data:
            try:
                found = json.loads(data[MIME])
                return found if isinstance(found, dict) else {}
            except ValueError:
                return {}
    return {}


def _take_payloads(cell: NotebookNode, nonce: str) -> dict[str, dict | None]:
    """The exports ``ARM`` left in ``cell``'s outputs, by tests grade id, taken out of them.
    Every output in our MIME type is removed; a grade id given twice (the learner's code
    published one too) counts as not given."""
    found: dict[str, dict | None] = {}
    kept = []
    for out in cell.get("outputs", []):
        raw = out.get("data", {}).get(MIME) if isinstance(out.get("data"), dict) else None
        if raw is None:
            kept.append(out)
            continue
        try:
            payload = json.loads(raw)
        except (TypeError, ValueError):
            continue
        tag = payload.get("tag") if isinstance(payload, dict) else None
        if isinstance(tag, str) and tag.startswith(f"{nonce}:"):
            gid = tag.split(":", 1)[1]
            found[gid] = None if gid in found else payload
    cell.outputs = kept
    return found


def _not_kept(names: list[str]) -> dict:
    """The payload of names that did not come out of the cell that defined them as it ended."""
    return {"data": "", "used": [], "missing": list(names),
            "error": f"{', '.join(names)} could not be taken as the cell before these tests "
                     "left them: that cell changed how IPython runs or ends a cell (its event "
                     "hooks, the asynchronous path, where its outputs go)"}


@dataclass
class Step:
    """One cell of the grading kernel: the grader's own (``own``: trusted, the machinery is
    recorded again after it), one that calls the learner's names (``cell``), the learner's
    definitions (``bind``), or a tests cell (``tests``, its outputs go to ``target``)."""

    kind: str
    source: str
    target: NotebookNode | None = None
    payload: dict | None = None
    feedback: NotebookNode | None = None  # the submission's cell that shows its outputs


class IsolatedExecute(RecordingExecute):
    """nbgrader's Execute, with every tests cell graded in a clean kernel (module docstring)."""

    def preprocess(self, nb: NotebookNode, resources: Any = None, km: Any = None):
        source = self._source_notebook(resources)
        if source is None:  # no source to grade against: grade as nbgrader does
            return super().preprocess(nb, resources, km)
        start = time.perf_counter()
        plan = Plan.of(source)
        flags = list(dict.fromkeys(flag for cell in nb.cells if is_solution(cell)
                                   for flag in scan_solution(cell.source)))
        self._write_flags(flags)  # first: a submission that breaks its kernel is flagged too
        payloads = self._run_learner_kernel(nb, resources, km, plan)
        middle = time.perf_counter()
        self._run_grading_kernel(nb, resources, plan, payloads)
        if TIMES:
            print(f"learner's kernel {middle - start:.2f} s, grading kernel "
                  f"{time.perf_counter() - middle:.2f} s", file=sys.stderr)
        self._write_flags(flags)
        nb.metadata.setdefault("ptp_grading", {})["flags"] = flags
        return nb, self.resources

    # ---------------------------------------------------------------- where the source is
    def _source_notebook(self, resources: Any) -> NotebookNode | None:
        info = (resources or {}).get("nbgrader", {})
        assignment, notebook = info.get("assignment"), info.get("notebook")
        if not assignment or not notebook:
            return None
        course = self.config.get("CourseDirectory", {})
        root = Path(course.get("root") or os.getcwd())
        folder = course.get("source_directory") or "source"
        path = root / folder / assignment / f"{notebook}.ipynb"
        try:
            return nbformat.read(path, as_version=4)
        except (OSError, ValueError):
            return None

    # ---------------------------------------------------------------- the learner's kernel
    def _run_learner_kernel(self, nb, resources, km, plan: Plan) -> dict[str, dict]:
        from nbclient import NotebookClient

        NotebookClient.__init__(self, nb, km)
        self.reset_execution_trackers()
        self._check_assign_resources(resources)
        runs = self._learner_slice(nb, plan)
        payloads: dict[str, dict] = {}
        armed = self._armed(nb, runs, plan)
        kept: dict[str, dict | None] = {}  # by tests grade id: the names as their cell left them
        instructor = sorted(plan.shared_with(nb))
        with self.setup_kernel():
            assert self.kc
            info = self.wait_for_reply(self.kc.kernel_info())
            self.nb.metadata["language_info"] = info["content"]["language_info"]
            for index, cell in enumerate(self.nb.cells):
                if is_tests(cell):
                    gid = _meta(cell).get("grade_id", "")
                    if gid in kept:  # taken as the cell before these tests left them
                        payloads[gid] = kept[gid] or _not_kept(plan.asked[gid])
                    elif gid in plan.asked:  # no cell ran before: taken where the tests stand
                        code = EXPORT.format(names=plan.asked[gid], instructor=instructor,
                                             mime=MIME, tag=None)
                        payloads[gid] = _payload_of(self._run_quietly(self.kc, code))
                    continue
                if index in runs:
                    gids = armed.get(index, [])
                    if gids:
                        nonce = secrets.token_hex(8)
                        code = "\n".join(EXPORT.format(names=plan.asked[g], instructor=instructor,
                                                        mime=MIME, tag=f"{nonce}:{g}")
                                          for g in gids)
                        awaits = "await " in cell.source or "async " in cell.source
                        self._run_quietly(self.kc, ARM.format(code=code, awaits=awaits))
                    self.preprocess_cell(cell, resources, index)
                    if gids:
                        found = _take_payloads(cell, nonce)
                        kept.update({g: found.get(g) for g in gids})
        self.set_widgets_metadata()
        return payloads

    @staticmethod
    def _armed(nb, runs: set[int], plan: Plan) -> dict[int, list[str]]:
        """The tests cells (grade ids) whose names are exported after each cell the learner's
        kernel runs: after the last one it runs ahead of each tests cell."""
        armed: dict[int, list[str]] = {}
        last = None
        for index, cell in enumerate(nb.cells):
            if is_tests(cell):
                gid = _meta(cell).get("grade_id", "")
                if gid in plan.asked and last is not None:
                    armed.setdefault(last, []).append(gid)
            elif index in runs:
                last = index
        return armed

    def _learner_slice(self, nb, plan: Plan) -> set[int]:
        """The submission's cells the learner's kernel runs: the learner's own (solution cells,
        cells added or changed) and the grader's cells they need (by name), the setup cell
        first. The grader's other cells run once, in the grading kernel, which gives the
        feedback their outputs (``_show_in_feedback``)."""
        source = self._kept_ids(plan)
        trees = {i: _python(c.source) for i, c in enumerate(nb.cells)
                 if c.cell_type == "code" and not is_tests(c)}
        own = {i for i in trees if is_solution(nb.cells[i])
               or source.get(nb.cells[i].get("id")) != nb.cells[i].source}
        # what the learner's cells read when they run; a name their functions read when called
        # is the grading kernel's to provide (``_run_grading_kernel`` runs the cells binding it)
        needed = set().union(*(top_level_used_names(trees[i]) for i in own)) if own else set()
        if os.environ.get("PTP_GRADING_RUN_ALL") == "1":  # every cell, as submitted (tests)
            self._skipped = {}
            return set(trees)
        chosen = set(own) | ({min(trees)} if trees else set())
        setup = min(trees) if trees else None
        if setup is not None:
            needed |= free_names(trees[setup])
        changed = True
        while changed:
            changed = False
            for i in trees:
                if i not in chosen and defined_names(trees[i]) & needed:
                    chosen.add(i)
                    needed |= free_names(trees[i])
                    changed = True
        self._skipped = {nb.cells[i].get("id"): i for i in trees if i not in chosen}
        if TIMES:
            print(f"learner's kernel runs cells {sorted(chosen)} of {len(trees)}",
                  file=sys.stderr)
        return chosen

    @staticmethod
    def _kept_ids(plan: Plan) -> dict[str, str]:
        """The source notebook's code cells by id: a submission's cell that matches is the
        grader's; any other is the learner's."""
        return {c.get("id"): c.source for c in plan.cells if c.get("id")}

    def _run_quietly(self, kc, code: str) -> list[dict]:
        """Run ``code`` in a kernel, outside the notebook; return its output messages."""
        return run_sync(self._async_run_quietly)(kc, code)

    async def _async_run_quietly(self, kc, code: str) -> list[dict]:
        import time
        from queue import Empty

        msg_id = kc.execute(code, store_history=False, allow_stdin=False)
        deadline = time.monotonic() + (self.timeout or 120)
        outputs = []
        while time.monotonic() < deadline:
            try:
                msg = await kc.get_iopub_msg(timeout=max(0.1, deadline - time.monotonic()))
            except Empty:
                break
            if msg.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind = msg["msg_type"]
            if kind == "status" and msg["content"].get("execution_state") == "idle":
                break
            if kind in ("display_data", "execute_result", "stream", "error"):
                outputs.append(msg)
        while time.monotonic() < deadline:
            try:
                reply = await kc.get_shell_msg(timeout=max(0.1, deadline - time.monotonic()))
            except Empty:
                break
            if reply.get("parent_header", {}).get("msg_id") == msg_id:
                break
        return outputs

    # ---------------------------------------------------------------- the grading kernel
    def _grading_client(self, resources) -> tuple[RecordingExecute, NotebookNode]:
        from nbclient import NotebookClient

        twin = RecordingExecute(config=self.config)
        twin.kernel_name = self.kernel_name
        twin.shutdown_kernel = "immediate"  # nothing in it is kept
        twin_nb = nbformat.v4.new_notebook(metadata=copy.deepcopy(self.nb.metadata))
        NotebookClient.__init__(twin, twin_nb, None)
        twin.reset_execution_trackers()
        twin._check_assign_resources(resources)
        return twin, twin_nb

    def _run_grading_kernel(self, nb, resources, plan: Plan, payloads: dict[str, dict]) -> None:
        used = {n for p in payloads.values() for n in p.get("used", []) if isinstance(n, str)}
        # and every name of the grader's that the learner's code reads, in its functions too
        # (the learner's kernel did not run the cells binding those: ``_learner_slice``)
        kept = self._kept_ids(plan)
        used |= set().union(*(free_names(_python(c.source)) for c in nb.cells
                              if c.get("cell_type") == "code" and not is_tests(c)
                              and (is_solution(c) or kept.get(c.get("id")) != c.source)))
        chosen = plan.slice(used & plan.instructor)
        configuration = plan.configuration(chosen)
        by_gid = {_meta(c).get("grade_id"): c for c in nb.cells if is_tests(c)}
        asked = {n for names in plan.asked.values() for n in names}
        shared = sorted(plan.shared_with(nb))
        steps: list[Step] = []
        for i, cell in enumerate(plan.cells):
            if cell.cell_type != "code":
                continue
            if is_tests(cell):
                gid = _meta(cell).get("grade_id", "")
                payload = payloads.get(gid, {})
                data = payload.get("data", "")
                data = data if isinstance(data, str) and len(data) < MAX_PAYLOAD else ""
                call = (f"__ptp_load__({data!r}, {plan.asked.get(gid, [])!r}, "
                        f"{shared!r})")
                steps.append(Step("bind", call, payload=payload))
                target = by_gid.get(gid)
                if target is not None:
                    steps.append(Step("tests", target.source, target, payload))
            elif i in chosen:
                # a cell of the grader's that calls none of the learner's names is trusted
                learner = bool(used_names(plan.trees.get(i)) & asked)
                feedback = nb.cells[self._skipped[cell.get("id")]] if cell.get(
                    "id") in getattr(self, "_skipped", {}) else None
                steps.append(Step("cell" if learner else "own", cell.source, feedback=feedback))
            elif i in configuration:
                steps.append(Step("own", configuration[i]))
        exercises = sorted({_meta(c).get("grade_id", "") for c in plan.cells} - {""})
        compiles = any("torch.compile" in c.source for c in plan.cells if c.cell_type == "code")
        self._steps_in_kernel(resources, steps, plan.ptp_modules, exercises, compiles)

    def _steps_in_kernel(self, resources, steps: list[Step], modules: list[str],
                         exercises: list[str], compiles: bool = False) -> None:
        done, restarts, secret = 0, 0, secrets.token_hex(16)
        while done < len(steps):
            twin, twin_nb = self._grading_client(resources)
            started = time.perf_counter()
            with twin.setup_kernel():
                assert twin.kc
                twin.wait_for_reply(twin.kc.kernel_info())
                if TIMES:
                    print(f"grading kernel started in {time.perf_counter() - started:.2f} s",
                          file=sys.stderr)
                preamble = nbformat.v4.new_code_cell(
                    PREAMBLE.format(source=KERNEL_SIDE, secret=secret, modules=modules,
                                    exercises=exercises, compiles=compiles))
                self._twin_cell(twin, twin_nb, preamble, SETUP_TIMEOUT, store_history=False)
                # a fresh kernel replays what came before, tests cells aside
                problem = ""
                for step in steps[:done]:
                    if step.kind != "tests":
                        self._step(twin, twin_nb, step, secret)
                while done < len(steps):
                    step = steps[done]
                    done += 1
                    if step.kind == "tests" and problem:
                        self._settle_tests_cell(step.target, step.target, True, problem)
                        continue
                    intact, problem = self._step(twin, twin_nb, step, secret)
                    if intact is not True and restarts < 3:
                        restarts += 1
                        break  # start a clean grading kernel for what follows

    def _step(self, twin, twin_nb, step: Step, secret: str) -> tuple[bool | str, str]:
        """Run one step in the grading kernel: (machinery intact, what could not be bound)."""
        nonce = secrets.token_hex(8)
        tail = "\n__ptp_rebase__()" if step.kind == "own" else _token_line(
            nonce, step.source if step.kind == "tests" else "")
        cell = nbformat.v4.new_code_cell(step.source + tail)
        if step.target is not None:
            cell.metadata = copy.deepcopy(step.target.metadata)
            self._note_progress(step.target)
        self._twin_cell(twin, twin_nb, cell)
        if step.kind == "own":
            self._show_in_feedback(step, cell)
            return True, ""
        problem = ""
        if step.kind == "bind":
            problem = self._take_problem(cell) or (step.payload or {}).get("error") or ""
        intact = self._take_token(cell, secret, nonce)
        self._show_in_feedback(step, cell)
        if intact is None:  # the cell stopped early: look at the machinery now
            nonce = secrets.token_hex(8)
            check = nbformat.v4.new_code_cell("None" + _token_line(nonce))
            self._twin_cell(twin, twin_nb, check)
            intact = self._take_token(check, secret, nonce)
            intact = "the grader's check never ran" if intact is None else intact
        if step.kind == "tests":
            self._settle_tests_cell(step.target, cell, intact, "")
        return intact, problem

    @staticmethod
    def _show_in_feedback(step: Step, cell: NotebookNode) -> None:
        """A cell of the grader's that only the grading kernel ran: its outputs there go to
        the submission's copy of it (which the learner did not change)."""
        if step.feedback is not None and not step.feedback.get("outputs"):
            step.feedback.outputs = list(cell.outputs)
            step.feedback.execution_count = cell.get("execution_count")

    def _twin_cell(self, twin, twin_nb, cell: NotebookNode,
                   at_least: float | None = None, store_history: bool = True) -> NotebookNode:
        twin_nb.cells.append(cell)
        start = time.perf_counter()
        timeout = twin.timeout
        if at_least is not None and timeout is not None and 0 < timeout < at_least:
            twin.timeout = at_least
        try:
            return twin.execute_cell(cell, len(twin_nb.cells) - 1, store_history=store_history)
        finally:
            twin.timeout = timeout
            if TIMES:
                print(f"grading kernel: {time.perf_counter() - start:.2f} s "
                      f"{cell.source[:50]!r}", file=sys.stderr)

    def _note_progress(self, target) -> None:
        path = os.environ.get("PTP_GRADING_PROGRESS")
        if path and target is not None:
            index = next((i for i, c in enumerate(self.nb.cells) if c is target), 0)
            with open(path, "w") as fh:
                json.dump({"notebook": "", "cell": index,
                           "grade_id": _meta(target).get("grade_id", ""),
                           "first_line": "", "tests": True}, fh)

    @staticmethod
    def _take_problem(cell: NotebookNode) -> str:
        """What the grading kernel could not take from the learner's kernel (removed)."""
        problem = ""
        for out in cell.outputs:
            if out.get("output_type") == "stream":
                text = "".join(out.text) if isinstance(out.text, list) else out.text
                if "\x00ptp-problem:" in text:
                    before, _, rest = text.partition("\x00ptp-problem:")
                    problem, _, after = rest.partition("\x00")
                    out.text = before + after
        return problem

    @staticmethod
    def _take_token(cell: NotebookNode, secret: str, nonce: str) -> bool | str | None:
        """True when the keyed token came back; None when the cell stopped before it; else what
        changed. The token is removed from the cell's outputs."""
        import hashlib

        want = hashlib.sha256(f"{secret}:{nonce}".encode()).hexdigest()
        found: bool | str | None = None
        kept = []
        for out in cell.outputs:
            value = out.get("data", {}).get(TOKEN) if out.get("output_type") == "display_data" \
                else None
            if value is None:
                kept.append(out)
            else:
                found = True if value == want else (value or "no token")
        cell.outputs = kept
        if found is None and not any(o.get("output_type") == "error" for o in cell.outputs):
            found = "the cell's last line never ran"
        return found

    @staticmethod
    def _settle_tests_cell(target, cell, intact, transfer_problem: str) -> None:
        outputs = list(cell.outputs)
        if intact is not True and intact is not None:
            what = intact if isinstance(intact, str) else ""
            outputs.append(nbformat.v4.new_output(
                "error", ename=INTEGRITY,
                evalue=("your code changed the grader's own machinery while these tests ran "
                        f"({what.removeprefix('changed: ')}), so they cannot be trusted and "
                        "count as failed. Write the function the exercise asks for, without "
                        "changing the interpreter, IPython or the course's modules."),
                traceback=[]))
        if transfer_problem:
            outputs = [nbformat.v4.new_output(
                "error", ename="DefinitionsNotTransferred",
                evalue=transfer_problem + ". Define the names the exercise asks for with plain "
                "functions and classes (module-level objects of classes you wrote cannot be "
                "taken).", traceback=[])]
        target.outputs = outputs
        target.execution_count = cell.get("execution_count")

    def _write_flags(self, flags: list[str]) -> None:
        path = os.environ.get("PTP_GRADING_FLAGS")
        if path:
            Path(path).write_text(json.dumps(flags))

