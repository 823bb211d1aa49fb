"""Cutting a notebook down to some cells and the earlier cells they need, found by name.

A cell is needed when it binds a name a kept cell reads (at module level, or as a global inside
its functions, lambdas, classes and comprehensions: a function body reads its globals when it is
called, so a helper defined after the function that uses it still counts). The setup cells (down
to the one that calls ``setup(``), cells that write files (``%%writefile``) and cells that change
the process's settings without binding a name (``os.environ``, ``torch.set_num_threads``,
warning filters, ``sys.path``, loggers, compiler settings: a later cell behaves differently
without them) are always kept. Random seeds are not settings: a test that needs one sets it.

Used where a test needs a chapter's behaviour at some cells but not every demo above them: the
grading round trip (the exercises: every wrong, right and untouched answer is graded on a cut
copy; the solution runs whole) and the class report's and the platforms' classes.
"""

from __future__ import annotations

import ast
import re
import symtable
from collections.abc import Callable

import nbformat

SETUP = re.compile(r"\bsetup\(")
WRITES_FILE = re.compile(r"^\s*%%writefile\b")
SETTINGS = re.compile(r"^(?:os\.environ|%env\b|torch\.(?:set_|use_deterministic|backends\.|autograd"
                      r"\.set_|_dynamo\.config|_inductor\.config)|warnings\.(?:filter|simple)|sys\."
                      r"path|(?:plt|mpl|matplotlib)\.(?:rc|style)|logging\.)", re.M)
CUT = "# (not run here: no exercise needs this cell)"


def python_of(source: str) -> ast.Module:
    """A cell's source as Python (IPython magics turned into calls first)."""
    from IPython.core.inputtransformer2 import TransformerManager

    try:
        return ast.parse(TransformerManager().transform_cell(source))
    except SyntaxError:
        return ast.Module(body=[], type_ignores=[])


def names_of(source: str) -> tuple[set[str], set[str]]:
    """(names a cell binds at module level, names it reads that it did not bind before).

    Statements are followed in order, so ``x = 1; print(x)`` reads nothing from other cells while
    ``x = x + 1`` does. Names the cell's functions, lambdas, classes and comprehensions read as
    globals (found by Python's own ``symtable``) count too, unless the cell binds them itself.
    """
    tree = python_of(source)
    bound: set[str] = set()
    reads: set[str] = set()
    scopes = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda, ast.ListComp,
              ast.SetComp, ast.DictComp, ast.GeneratorExp)

    def names(node: ast.AST | None, ctx: type) -> set[str]:
        """Names used with ``ctx`` in ``node``, not looking inside nested scopes."""
        found: set[str] = set()
        todo = [node] if node is not None else []
        while todo:
            n = todo.pop()
            if isinstance(n, ast.Name) and isinstance(n.ctx, ctx):
                found.add(n.id)
            elif isinstance(n, ast.NamedExpr) and ctx is ast.Store:
                found.add(n.target.id)
            for c in ast.iter_child_nodes(n):
                if not isinstance(c, scopes):
                    todo.append(c)
                elif isinstance(c, ast.Lambda):  # evaluated here: the defaults
                    todo.extend([*c.args.defaults, *(d for d in c.args.kw_defaults if d)])
                elif not isinstance(c, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    todo.append(c.generators[0].iter)  # a comprehension's first iterable
        return found

    def load(*nodes: ast.AST | None) -> None:
        for n in nodes:
            reads.update(names(n, ast.Load) - bound)

    def store(*nodes: ast.AST | None) -> None:
        for n in nodes:
            bound.update(names(n, ast.Store))

    def run(body: list[ast.stmt]) -> None:
        for s in body:
            if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                header = [*s.decorator_list, *getattr(s, "bases", []), *getattr(s, "keywords", [])]
                if not isinstance(s, ast.ClassDef):
                    header += [*s.args.defaults, *(d for d in s.args.kw_defaults if d)]
                load(*header)
                bound.add(s.name)
            elif isinstance(s, (ast.Import, ast.ImportFrom)):
                bound.update((a.asname or a.name).split(".")[0] for a in s.names)
            elif isinstance(s, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = s.targets if isinstance(s, ast.Assign) else [s.target]
                load(s.value, *(t for t in targets if not isinstance(t, ast.Name)))
                if isinstance(s, ast.AugAssign):
                    load(ast.Name(s.target.id, ast.Load()) if isinstance(s.target, ast.Name)
                         else None)
                store(s.value, *targets)
            elif isinstance(s, (ast.For, ast.AsyncFor)):
                load(s.iter)
                store(s.iter, s.target)
                run(s.body)
                run(s.orelse)
            elif isinstance(s, (ast.While, ast.If)):
                load(s.test)
                store(s.test)
                run(s.body)
                run(s.orelse)
            elif isinstance(s, (ast.With, ast.AsyncWith)):
                for item in s.items:
                    load(item.context_expr)
                    store(item.context_expr, item.optional_vars)
                run(s.body)
            elif isinstance(s, ast.Try):
                run(s.body)
                for h in s.handlers:
                    load(h.type)
                    if h.name:
                        bound.add(h.name)
                    run(h.body)
                run(s.orelse)
                run(s.finalbody)
            else:
                load(s)
                store(s)

    run(tree.body)

    def nested(table: symtable.SymbolTable) -> set[str]:
        found = set()
        for child in table.get_children():
            found |= {s.get_name() for s in child.get_symbols()
                      if s.is_global() and s.is_referenced()}
            found |= nested(child)
        return found

    try:
        reads |= nested(symtable.symtable(ast.unparse(tree), "<cell>", "exec")) - bound
    except SyntaxError:
        pass
    return bound, reads


def needed(nb: nbformat.NotebookNode, targets: list[int]) -> list[int]:
    """Indices of the code cells to run for ``targets``: the setup cells, the targets, the cells
    that write files or change settings, and every earlier cell that binds a name a kept cell
    reads."""
    code = [i for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    if not targets:
        return []
    last = max(targets)
    setup_end = next((i for i in code if SETUP.search(nb.cells[i].source)), code[0])
    keep = ({i for i in code if i <= setup_end} | set(targets)
            | {i for i in code if i <= last and (WRITES_FILE.match(nb.cells[i].source)
                                                 or SETTINGS.search(nb.cells[i].source))})
    names = {i: names_of(nb.cells[i].source) for i in code if i <= last}
    while True:
        wanted = set().union(*(names[i][1] for i in keep))
        more = {i for i, (bound, _) in names.items() if bound & wanted} - keep
        if not more:
            return sorted(keep)
        keep |= more


def graded_cells(nb: nbformat.NotebookNode) -> list[int]:
    """Indices of the cells nbgrader knows (solution and tests cells)."""
    return [i for i, c in enumerate(nb.cells)
            if c.cell_type == "code" and c.metadata.get("nbgrader")]


def cut_for_grading(nb: nbformat.NotebookNode,
                    also: Callable[[nbformat.NotebookNode], bool] | None = None
                    ) -> nbformat.NotebookNode:
    """A copy of ``nb`` where the code cells no exercise needs hold only a comment.

    Every nbgrader cell stays as it is (nbgrader restores locked cells anyway), and so does
    every cell ``also`` picks, so a submission graded from the cut copy gets the points it would
    get whole, in a fraction of the time when the chapter's demos train models.
    """
    targets = graded_cells(nb) + [i for i, c in enumerate(nb.cells)
                                  if also and c.cell_type == "code" and also(c)]
    keep = set(needed(nb, targets))
    nb = nbformat.from_dict(nb)
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "code" and i not in keep:
            cell.source = CUT
            cell.outputs = []
            cell.execution_count = None
    return nb


def answer_apart(answer: str, tests: str, asked: set[str]) -> str:
    """``tests`` (a tests cell's source) as a kernel that holds ``answer`` must run it so that
    it grades as the grading kernel does: a name the tests cell binds that the answer binds
    too (a helper of the learner's named like a hidden test's own, ``_loader_settings``) is
    renamed in the tests, so the answer's functions keep reading their own. The grading kernel
    gets this by giving the learner's functions globals of their own
    (``graders.isolation.Plan.shared_with``); the trials and ``benchmarks/fresh_contracts.py``
    run answer and tests in one namespace. The asked names are not renamed (a tests cell may
    wrap one), nor names the tests import (the same object wherever it is imported).
    Attributes (after a dot) are not names and stay."""
    import io
    import tokenize

    imports = (ast.Import, ast.ImportFrom)
    imported = {alias.asname or alias.name.split(".")[0]
                for node in ast.walk(python_of(tests)) if isinstance(node, imports)
                for alias in node.names}  # the same object on both sides, whoever imports it
    clash = (names_of(answer)[0] & names_of(tests)[0]) - asked - imported
    if not clash:
        return tests
    lines = tests.splitlines(keepends=True)
    spans: list[tuple[int, int, int]] = []
    previous = None
    try:
        for tok in tokenize.generate_tokens(io.StringIO(tests).readline):
            if tok.type == tokenize.NAME and tok.string in clash and not (
                    previous is not None and previous.type == tokenize.OP
                    and previous.string == "."):
                spans.append((tok.start[0] - 1, tok.start[1], tok.end[1]))
            if tok.type not in (tokenize.NL, tokenize.COMMENT):
                previous = tok
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return tests
    for row, start, end in reversed(spans):
        line = lines[row]
        lines[row] = f"{line[:start]}{line[start:end]}__ptp_tests{line[end:]}"
    return "".join(lines)
