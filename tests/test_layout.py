"""The code stands in floors, and no arrow runs back up.

    ptp/         the learners' helper package: imports nothing else of the course
    graders/     grading, and what everything reads (graders/course.py, graders/catalogue.py):
                 imports ptp/ at most, never benchmarks/, scripts/, the edition, the website or
                 the tests
    edition/     the Chinese edition's builder: imports graders/ and ptp/ at most
    website/, benchmarks/, scripts/
                 publishing, measurements, maintainer commands: stand on the floors below,
                 with no circle between them

The test suite stands on all of them. Its helper modules that benchmarks/ and scripts/ use
(``tests/exercises.py``, the answers on file; ``tests/cells.py``, the cells of a notebook) stand
on graders/ at most. Neither the website nor the edition's builder is inside graders/.

Every module's imports are read from its source (``ast``), those inside functions included, and
so are ``importlib.import_module("...")`` and ``__import__("...")`` calls naming a module.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from graders.course import REPO

PACKAGES = ["ptp", "graders", "edition", "website", "benchmarks", "scripts"]
OURS = {*PACKAGES, "tests", "conftest"}
# What each package may import of the course besides itself (None: anything but the tests).
ALLOWED: dict[str, set[str] | None] = {"ptp": set(), "graders": {"ptp"},
                                       "edition": {"ptp", "graders"}, "website": None,
                                       "benchmarks": None, "scripts": None}
COMMANDS = {"benchmarks", "scripts"}  # may use the test suite's helpers


def is_test_helper(name: str) -> bool:
    """``tests.exercises`` (or a name in it) is a helper; ``tests.test_site`` is a test."""
    parts = name.split(".")
    return parts[0] == "tests" and len(parts) > 1 and not parts[1].startswith(("test_",
                                                                                "conftest"))


def modules(package: str) -> list[Path]:
    return sorted(p for p in (REPO / package).rglob("*.py") if "__pycache__" not in p.parts)


def imported_names(path: Path, package: str | None = None) -> set[str]:
    """The dotted names that ``path`` (a module of ``package``, by default the folder of the
    repository it is in) imports, wherever in the file (``from a.b import c``: ``a.b.c``)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: a module of the same package
                found.add(package or path.relative_to(REPO).parts[0])
            elif node.module:
                found |= {f"{node.module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in {"import_module", "__import__"}:
                found.add(node.args[0].value)
    return found


def imported(path: Path, package: str | None = None) -> set[str]:
    """The top-level names of every module that ``path`` imports."""
    return {name.split(".")[0] for name in imported_names(path, package)}


def uses(package: str) -> dict[str, list[str]]:
    """The other packages of the course that ``package`` imports (test helpers apart), each
    with the modules that import it."""
    found: dict[str, list[str]] = {}
    for path in modules(package):
        for name in imported_names(path):
            top = name.split(".")[0]
            if top in OURS and top != package and not (package in COMMANDS
                                                       and is_test_helper(name)):
                found.setdefault(top, []).append(f"{path.relative_to(REPO)} imports {name}")
    return found


def test_imported_sees_every_kind_of_import(tmp_path: Path) -> None:
    """The reader itself: plain, from, nested in a function, relative, and by name."""
    path = tmp_path / "probe.py"
    path.write_text("import os\nfrom scripts.chapter_map import rows\n"
                    "def f():\n    import benchmarks.verify\n    from . import course\n"
                    "    importlib.import_module('website.builder')\n"
                    "    __import__('tests.cells')\n")
    assert imported(path, "graders") == {"os", "scripts", "benchmarks", "graders", "website",
                                         "tests"}


@pytest.mark.parametrize("package", PACKAGES)
def test_each_package_imports_only_what_it_may(package: str) -> None:
    allowed = ALLOWED[package]
    wrong = [line for other, lines in uses(package).items()
             if other in {"tests", "conftest"} or (allowed is not None and other not in allowed)
             for line in lines]
    assert wrong == []


def test_graders_imports_nothing_above_it() -> None:
    """Grading stands on its own: not on benchmarks/, scripts/, the edition, the website or the
    tests."""
    wrong = [f"{path.relative_to(REPO)} imports {name}" for path in modules("graders")
             for name in imported(path) & {"benchmarks", "scripts", "edition", "website",
                                           "tests"}]
    assert wrong == []


def test_no_circle_between_the_packages() -> None:
    graph = {package: set(uses(package)) & set(PACKAGES) for package in PACKAGES}

    def circle(path: list[str]) -> list[str] | None:
        for nxt in sorted(graph[path[-1]]):
            if nxt in path:
                return [*path[path.index(nxt):], nxt]
            found = circle([*path, nxt])
            if found:
                return found
        return None

    circles = [c for package in PACKAGES if (c := circle([package]))]
    assert circles == [], " -> ".join(circles[0])


def test_the_test_helpers_the_commands_use_stand_on_graders() -> None:
    helpers = {name.split(".")[1] for package in COMMANDS for path in modules(package)
               for name in imported_names(path) if is_test_helper(name)}
    assert "exercises" in helpers  # scripts/try_answers.py: the check looks at something
    wrong = []
    for helper in sorted(helpers):
        path = REPO / "tests" / f"{helper}.py"
        above = {name for name in imported_names(path, "tests") if not is_test_helper(name)
                 and name.split(".")[0] in OURS - {"ptp", "graders"}}
        wrong += [f"tests/{helper}.py imports {name}" for name in sorted(above)]
    assert wrong == []


def test_the_site_is_not_inside_graders() -> None:
    """The website is its own package (``make site`` runs it); no grading module builds pages."""
    assert (REPO / "website" / "__init__.py").is_file()
    assert "\t$(PY) -m website\n" in (REPO / "Makefile").read_text()
    tools = {"sphinx", "myst_nb", "myst_parser", "sphinx_book_theme"}
    assert not [p.name for p in modules("graders") if imported(p) & tools or p.stem == "website"]


def test_the_edition_builder_is_not_inside_graders() -> None:
    """The Chinese edition's builder is its own package (``make chapters`` runs ``python -m
    edition build``); the words feedback speaks in at run time are ``ptp.i18n``'s."""
    assert (REPO / "edition" / "__init__.py").is_file()
    assert "\t$(PY) -m edition build\n" in (REPO / "Makefile").read_text()
    assert not (REPO / "graders" / "translation.py").exists()
