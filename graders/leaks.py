"""No graded solution in anything a learner receives: the release check.

A graded solution is the code between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` of a
solution cell in ``solutions/``. It must not appear in any file a learner gets: the student
notebooks of both editions (``chapters/``, ``zh/chapters/``), the start pages, the README, the
glossary, ``docs/learners.md``, the helper package ``ptp/`` (which a learner can import as well
as read), and the built site (``build/site/``) when there is one. A later part that prints an
earlier part's answer in full hands it to every learner of the earlier part.

Two readings, so that neither reformatting nor renaming hides a copy:

* **text**: comments and all whitespace removed (``squash``); a solution of at least
  ``MIN_CHARS`` such characters found inside any file's text so squashed (notebook sources
  and outputs, Markdown, HTML, Python) is a leak;
* **code**: every Python unit a learner gets (code cells, fenced ``python`` blocks of Markdown,
  the ``ptp`` modules) is parsed; each function body and each module's top level is read as a
  sequence of statements, local names erased (``v`` for any variable of the function, so
  ``total_loss`` and ``loss_sum`` read alike) and compound statements by their header. A
  solution of at least ``MIN_STATEMENTS`` statements of which ``SHARE`` or more appear, in
  order, in one such sequence is a leak (an added ``.to(device)`` line, ``inference_mode``
  for ``no_grad``, renamed variables: still the answer). Statements the exercise's own part
  gives every learner outside its solution cells (the broken code of a "fix the bug"
  exercise) are not counted as the answer.

``python -m graders.leaks`` prints what it finds (exit status 1 if anything);
``python -m graders.release`` runs it after writing the student versions.
"""

from __future__ import annotations

import ast
import html
import json
import re
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

from graders.course import REPO, SOLUTIONS, build_zh_solutions, chapter_names, notebooks_of
from graders.hidden import SOLUTION_BEGIN, SOLUTION_END, blocks_between, strip_hidden

MIN_CHARS = 60  # a shorter answer (``return a + b``) is too common a line to call a leak
MIN_STATEMENTS = 3
SHARE = 0.8
# What a learner receives, relative to the repository (folders: every text file under them).
LEARNER_FILES = ("chapters", "zh/chapters", "START_HERE.ipynb", "zh/START_HERE.ipynb",
                 "README.md", "zh/README.md", "GLOSSARY.md", "zh/GLOSSARY.md",
                 "docs/learners.md", "ptp", "build/site")
TEXT_SUFFIXES = {".ipynb", ".py", ".md", ".html", ".txt", ".rst", ".json", ".yaml", ".yml",
                 ".js", ".csv"}
FENCE = re.compile(r"```[ \t]*(?:python|py|ipython3?)?[ \t]*\n(.*?)```", re.S)
MAGIC = re.compile(r"^\s*[%!].*$", re.M)


@dataclass(frozen=True)
class Solution:
    """One graded solution block: where it is, its squashed text, its statements."""

    where: str  # "05_training/05a_loops.ipynb ex1_evaluate"
    squashed: str
    statements: tuple[str, ...]


@dataclass(frozen=True)
class Leak:
    solution: str
    found_in: str
    how: str  # "text" or "code (5 of 6 statements)"

    def __str__(self) -> str:
        return f"{self.solution} appears in {self.found_in} ({self.how})"


# ---------------------------------------------------------------- normalising


def strip_comment(line: str) -> str:
    """``line`` without its ``#`` comment (a ``#`` inside a string literal stays)."""
    quote = None
    i = 0
    while i < len(line):
        ch = line[i]
        if quote:
            if ch == "\\":
                i += 1
            elif line.startswith(quote, i):
                i += len(quote) - 1
                quote = None
        elif ch in "\"'":
            quote = line[i:i + 3] if line[i:i + 3] in ('"""', "'''") else ch
            i += len(quote) - 1
        elif ch == "#":
            return line[:i]
        i += 1
    return line


def squash(text: str) -> str:
    """``text`` without comments and without any whitespace."""
    return re.sub(r"\s+", "", "\n".join(strip_comment(line) for line in text.splitlines()))


def _local_names(fn: ast.AST) -> set[str]:
    names = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
    return names


class _Erase(ast.NodeTransformer):
    def __init__(self, names: set[str]) -> None:
        self.names = names

    def visit_Name(self, node: ast.Name) -> ast.AST:  # noqa: N802 -- ast's visitor names
        return ast.Name(id="v", ctx=ast.Load()) if node.id in self.names else \
            ast.Name(id=node.id, ctx=ast.Load())

    def visit_arg(self, node: ast.arg) -> ast.AST:  # noqa: N802
        return ast.arg(arg="v")


HEADERS = {ast.For: ("target", "iter"), ast.AsyncFor: ("target", "iter"), ast.While: ("test",),
           ast.If: ("test",), ast.With: ("items",), ast.AsyncWith: ("items",), ast.Try: (),
           ast.FunctionDef: ("args",), ast.AsyncFunctionDef: ("args",), ast.ClassDef: ("bases",)}


def _statement(node: ast.stmt) -> str:
    """One statement as a string: a simple one whole, a compound one by its header."""
    fields = HEADERS.get(type(node))
    if fields is None:
        return ast.dump(node, annotate_fields=False)
    parts = [getattr(node, f) for f in fields]
    return type(node).__name__ + ":" + "|".join(
        ast.dump(p, annotate_fields=False) if isinstance(p, ast.AST) else
        ",".join(ast.dump(x, annotate_fields=False) for x in p) for p in parts)


def _flat(body: list[ast.stmt], within: tuple[int, int] | None = None) -> list[str]:
    """The statements of ``body``, nested ones included, in order (those starting on lines
    ``within`` only, when given); a docstring is not a statement."""
    out = []
    for node in body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) \
                and isinstance(node.value.value, str):
            continue
        if within is None or within[0] <= node.lineno <= within[1]:
            out.append(_statement(node))
        for field in ("body", "orelse", "finalbody"):
            out += _flat(getattr(node, field, []) or [], within)
        for handler in getattr(node, "handlers", []) or []:
            out += _flat(handler.body, within)
    return out


def sequences(code: str) -> list[tuple[str, ...]]:
    """The statement sequences of ``code``: its top level and each function's body, local names
    erased. Empty when it does not parse."""
    try:
        tree = ast.parse(MAGIC.sub("", code))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    found = [tuple(_flat(_Erase(_local_names(tree)).visit(tree).body))]
    for fn in ast.walk(ast.parse(MAGIC.sub("", code))):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found.append(tuple(_flat(_Erase(_local_names(fn)).visit(fn).body)))
    return [s for s in found if s]


# ---------------------------------------------------------------- the solutions


def _region_lines(source: str) -> list[tuple[int, int]]:
    """The (first, last) line numbers (1-based) inside each solution block of ``source``."""
    spans, start = [], None
    for n, line in enumerate(source.splitlines(), 1):
        if SOLUTION_BEGIN in line:
            start = n + 1
        elif SOLUTION_END in line and start is not None:
            spans.append((start, n - 1))
            start = None
    if start is not None:
        spans.append((start, len(source.splitlines())))
    return spans


def solutions_of(nb: dict, where: str) -> list[Solution]:
    """The graded solutions of one solution notebook (its JSON). A statement the notebook
    itself gives learners in a cell that is not a solution (the broken code a "fix the bug"
    exercise starts from) is no part of the answer."""
    found = []
    # what learners are given: code cells but solutions, without the hidden tests (a hidden
    # reference is no code a learner sees, and must not take statements off a solution)
    given = {statement for cell in nb.get("cells", []) if cell.get("cell_type") == "code"
             and not cell.get("metadata", {}).get("nbgrader", {}).get("solution")
             for seq in sequences(strip_hidden("".join(cell.get("source", "")))[0])
             for statement in seq}
    for cell in nb.get("cells", []):
        meta = cell.get("metadata", {}).get("nbgrader", {})
        source = "".join(cell.get("source", ""))
        if cell.get("cell_type") != "code" or not meta.get("solution") or \
                SOLUTION_BEGIN not in source:
            continue
        name = f"{where} {meta.get('grade_id', cell.get('id', '?'))}"
        try:
            tree = ast.parse(source)
        except SyntaxError:
            tree = None
        for block, span in zip(blocks_between(source, SOLUTION_BEGIN, SOLUTION_END),
                               _region_lines(source), strict=False):
            statements: list[str] = []
            if tree is not None:
                holders = [fn for fn in ast.walk(tree)
                           if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
                           and fn.lineno < span[0] <= (fn.end_lineno or 0)]
                holder = holders[-1] if holders else tree
                erased = _Erase(_local_names(holder)).visit(holder)
                statements = [s for s in _flat(erased.body, span) if s not in given]
            found.append(Solution(name, squash(textwrap.dedent(block)), tuple(statements)))
    return found


def graded_solutions(roots: list[Path] | None = None) -> list[Solution]:
    """Every graded solution of the course (of ``roots``: folders of chapter folders holding
    solution notebooks; default ``solutions/``)."""
    found = []
    for root in roots or [SOLUTIONS]:
        for chapter in chapter_names():
            for path in notebooks_of(chapter, root):
                nb = json.loads(path.read_text(encoding="utf-8"))
                found += solutions_of(nb, f"{chapter}/{path.name}")
    return found


# ---------------------------------------------------------------- what a learner gets


def learner_files(repo: Path = REPO) -> list[Path]:
    """Every text file a learner receives (``LEARNER_FILES`` that exist)."""
    files = []
    for rel in LEARNER_FILES:
        path = repo / rel
        if path.is_file():
            files.append(path)
        elif path.is_dir():
            files += sorted(p for p in path.rglob("*") if p.is_file()
                            and p.suffix in TEXT_SUFFIXES and "__pycache__" not in p.parts)
    return files


def units(path: Path, text: str) -> tuple[str, list[str]]:
    """(all the text a learner can read in ``path``, the Python units in it)."""
    if path.suffix == ".py":
        return text, [text]
    if path.suffix == ".ipynb":
        try:
            nb = json.loads(text)
        except ValueError:
            return text, []
        shown, code = [], []
        for cell in nb.get("cells", []) if isinstance(nb, dict) else []:
            source = "".join(cell.get("source", ""))
            shown.append(source)
            if cell.get("cell_type") == "code":
                code.append(source)
            else:
                code += FENCE.findall(source)
            for out in cell.get("outputs", []):
                for value in [out.get("text", ""), *(out.get("data") or {}).values()]:
                    value = "".join(value) if isinstance(value, list) else value
                    if isinstance(value, str):
                        shown.append(value)
        return "\n".join(shown), code
    if path.suffix == ".html":
        plain = html.unescape(re.sub(r"<[^>]+>", "", text))
        return plain, FENCE.findall(plain)
    return text, FENCE.findall(text)


def _in_order(needle: tuple[str, ...], hay: tuple[str, ...]) -> int:
    """How many of ``needle``'s statements appear in ``hay`` in the same order (LCS)."""
    prev = [0] * (len(hay) + 1)
    for a in needle:
        cur = [0]
        for j, b in enumerate(hay):
            cur.append(prev[j] + 1 if a == b else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


def find_leaks(solutions: list[Solution], files: list[Path], repo: Path = REPO) -> list[Leak]:
    """Each graded solution found in each of ``files``."""
    leaks = []
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        shown, code = units(path, text)
        flat = squash(shown)
        seqs = [s for unit in code for s in sequences(unit)]
        name = str(path.relative_to(repo)) if path.is_relative_to(repo) else str(path)
        for sol in solutions:
            if len(sol.squashed) >= MIN_CHARS and sol.squashed in flat:
                leaks.append(Leak(sol.where, name, "text"))
                continue
            need = len(sol.statements)
            if need < MIN_STATEMENTS:
                continue
            wanted = set(sol.statements)
            best = 0
            for seq in seqs:
                if len(wanted & set(seq)) >= SHARE * need:
                    best = max(best, _in_order(sol.statements, seq))
            if best >= SHARE * need:
                leaks.append(Leak(sol.where, name, f"code: {best} of {need} statements"))
    return leaks


def check(repo: Path = REPO) -> list[Leak]:
    """The release check: every graded solution of ``solutions/`` (and of the Chinese edition's,
    where it can be built) against every file a learner receives."""
    import tempfile

    roots = [SOLUTIONS]
    with tempfile.TemporaryDirectory() as tmp:
        try:
            build_zh_solutions(Path(tmp) / "zh")
            roots.append(Path(tmp) / "zh")
        except Exception as err:  # noqa: BLE001 -- the English solutions are checked anyway
            print(f"(the Chinese solutions could not be built: {err})", file=sys.stderr)
        solutions = graded_solutions(roots)
    found = find_leaks(solutions, learner_files(repo), repo)
    return list(dict.fromkeys(found))  # the two editions' copies of one solution: once


def main(argv: list[str] | None = None) -> int:
    leaks = check()
    for leak in leaks:
        print(f"solution leak: {leak}")
    if not leaks:
        print("no graded solution in any file a learner receives")
    return 1 if leaks else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
