"""The code is in floors, and each imports only from the floors below it.

    ptp/         the learners' helper package: nothing else of the course
    graders/     grading, and what everything reads (graders/course.py, graders/catalogue.py)
    website/     publishing: the course as a static site (``make site``)
    benchmarks/  measurements and the verification matrix
    scripts/     maintainer scripts

The test suite stands on all of them. One of its helpers, ``tests/exercises.py`` (the wrong and
right answers on file), stands on graders/ and serves two maintainer commands too
(``scripts/try_answers.py``, ``benchmarks/report_speed.py``).

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
SHARED_TEST_HELPERS = {"tests.exercises": 1}  # the helper, and the floor it stands on


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
            helper = next((h for h in SHARED_TEST_HELPERS if (name + ".").startswith(h + ".")),
                          None)
            if helper and SHARED_TEST_HELPERS[helper] < FLOORS[package]:
                continue
            if top in {"tests", "conftest"} or (top in FLOORS and top != package
                                                and FLOORS[top] >= FLOORS[package]):
                wrong.append(f"{path.relative_to(REPO)} imports {name}")
    assert wrong == []


@pytest.mark.parametrize("helper", sorted(SHARED_TEST_HELPERS))
def test_the_shared_test_helper_stands_where_it_says(helper: str) -> None:
    path = REPO / (helper.replace(".", "/") + ".py")
    above = {top for top in imported(path, "tests") & OURS
             if top not in FLOORS or FLOORS[top] > SHARED_TEST_HELPERS[helper]}
    assert above == set(), f"{helper} imports {above}"


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
