"""The code is in floors, and each imports only from the floors below it.

    ptp/         the learners' helper package: nothing else of the course
    graders/     grading, and what everything reads (graders/course.py, graders/catalogue.py)
    website/     publishing: the course as a static site (``make site``)
    benchmarks/  measurements and the verification matrix
    scripts/     maintainer scripts

The test suite stands on all of them. Its helper modules (``tests/exercises.py``, the answers on
file; ``tests/cells.py``, the cells of a notebook) serve the maintainer commands of benchmarks/
and scripts/ too: those stand on graders/ at most.

Every module's imports are read from its source (``ast``), those inside functions included, and
so are ``importlib.import_module("...")`` and ``__import__("...")`` calls naming a module.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from graders.course import REPO

# A package may import its own modules and those of the floors below it, never above.
FLOORS = {"ptp": 0, "graders": 1, "website": 2, "benchmarks": 2, "scripts": 3}
OURS = set(FLOORS) | {"tests", "conftest"}
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


def test_imported_sees_every_kind_of_import(tmp_path: Path) -> None:
    """The reader itself: plain, from, nested in a function, relative, and by name."""
    path = tmp_path / "probe.py"
    path.write_text("import os\nfrom scripts.chapter_map import rows\n"
                    "def f():\n    import benchmarks.verify\n    from . import course\n"
                    "    importlib.import_module('website.builder')\n"
                    "    __import__('tests.cells')\n")
    assert imported(path, "graders") == {"os", "scripts", "benchmarks", "graders", "website",
                                         "tests"}


@pytest.mark.parametrize("package", sorted(FLOORS))
def test_each_package_imports_only_from_the_floors_below(package: str) -> None:
    wrong = []
    for path in modules(package):
        for name in imported_names(path):
            top = name.split(".")[0]
            if package in COMMANDS and is_test_helper(name):
                continue  # held below
            if top in {"tests", "conftest"} or (top in FLOORS and top != package
                                                and FLOORS[top] >= FLOORS[package]):
                wrong.append(f"{path.relative_to(REPO)} imports {name}")
    assert wrong == []


def test_the_test_helpers_the_commands_use_stand_on_graders() -> None:
    helpers = {name.split(".")[1] for package in COMMANDS for path in modules(package)
               for name in imported_names(path) if is_test_helper(name)}
    assert "exercises" in helpers  # scripts/try_answers.py: the check looks at something
    wrong = []
    for helper in sorted(helpers):
        path = REPO / "tests" / f"{helper}.py"
        above = {name for name in imported_names(path, "tests") if not is_test_helper(name)
                 and name.split(".")[0] in OURS and FLOORS.get(name.split(".")[0], 9) > 1}
        wrong += [f"tests/{helper}.py imports {name}" for name in sorted(above)]
    assert wrong == []


def test_graders_imports_nothing_above_it() -> None:
    """Grading stands on its own: not on benchmarks/, scripts/ or the website."""
    wrong = [f"{path.relative_to(REPO)} imports {name}" for path in modules("graders")
             for name in imported(path) & {"benchmarks", "scripts", "website", "tests"}]
    assert wrong == []


def test_the_site_is_not_inside_graders() -> None:
    """The website is its own package (``make site`` runs it); no grading module builds pages."""
    assert (REPO / "website" / "__init__.py").is_file()
    assert "\t$(PY) -m website\n" in (REPO / "Makefile").read_text()
    tools = {"sphinx", "myst_nb", "myst_parser", "sphinx_book_theme"}
    assert not [p.name for p in modules("graders") if imported(p) & tools or p.stem == "website"]
