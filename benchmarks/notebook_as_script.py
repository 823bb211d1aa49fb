"""Run a notebook's code cells as a plain Python program, where Jupyter is not installed.

The GPU machine has PyTorch but no Jupyter, and the capstone's full-scale run must use the
chapter's own code, not a copy of it. This runs every code cell of a notebook in one namespace,
in order, like a kernel would, and writes a JSON report: per-cell time and error, and the
notebook's ``results`` dictionary (its scoreboard) when it has one.

    python benchmarks/notebook_as_script.py solutions/11_capstone/11_capstone.ipynb report.json

A failing cell is recorded and the run goes on (as nbgrader does), so one failed assertion
does not hide the rest of the measurements. ``ipywidgets`` is replaced by an inert stand-in
when it is missing; figures are closed after each cell (matplotlib's Agg backend).
"""

from __future__ import annotations

import json
import linecache
import os
import string
import sys
import time
import traceback
import types
from pathlib import Path
from typing import Any


def stand_in_widgets() -> types.ModuleType:
    """A module that accepts every ipywidgets call used by the chapters and does nothing."""
    module = types.ModuleType("ipywidgets")

    class Inert:
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            self.value = kwargs.get("value")

        def __call__(self, *args: Any, **kwargs: Any) -> Inert:
            return Inert()

        def __getattr__(self, name: str) -> Inert:
            return Inert()

    def attribute(name: str) -> type:
        if name.startswith("__"):
            raise AttributeError(name)
        return Inert

    module.__getattr__ = attribute  # type: ignore[attr-defined]
    module.__version__ = "0.0 (stand-in)"  # type: ignore[attr-defined]
    module.interact = lambda *args, **kwargs: None  # type: ignore[attr-defined]
    return module


def code_cells(notebook: Path) -> list[str]:
    cells = json.loads(notebook.read_text())["cells"]
    return ["".join(c["source"]) if isinstance(c["source"], list) else c["source"]
            for c in cells if c["cell_type"] == "code"]


def as_python(source: str, namespace: dict[str, Any]) -> str:
    """The Python a kernel would run for ``source``: ``%%writefile PATH`` writes the cell's body
    to PATH (``{name}`` expanded from the namespace, as IPython does) and runs nothing; other
    IPython syntax (line magics, shell escapes) is dropped."""
    first, _, body = source.partition("\n")
    if first.startswith("%%writefile"):
        target = first.split(maxsplit=1)[1].strip()
        path = Path(string.Formatter().vformat(target, (), namespace))
        path.write_text(body if body.endswith("\n") else body + "\n")
        return ""
    return "\n".join(line for line in source.splitlines()
                     if not line.lstrip().startswith(("%", "!")))


def run(notebook: Path) -> dict[str, Any]:
    os.environ.setdefault("MPLBACKEND", "Agg")
    os.environ.setdefault("TQDM_DISABLE", "1")
    try:
        import ipywidgets  # noqa: F401
    except ImportError:
        sys.modules["ipywidgets"] = stand_in_widgets()
    import matplotlib.pyplot as plt

    sys.path.insert(0, str(notebook.parent))
    os.chdir(notebook.parent)
    # The cells run in a fresh module that *is* __main__, as in a kernel: classes defined in a
    # cell can be pickled (torch.save of a whole model, DataLoader workers under spawn).
    main = types.ModuleType("__main__")
    sys.modules["__main__"] = main
    namespace: dict[str, Any] = main.__dict__
    try:  # what a kernel provides without an import
        from IPython.display import display
    except ImportError:
        def display(*objects: Any, **kwargs: Any) -> None:
            print(*objects)
    namespace["display"] = display
    cells, errors, started = [], [], time.perf_counter()
    for index, source in enumerate(code_cells(notebook)):
        began = time.perf_counter()
        try:
            code, filename = as_python(source, namespace), f"<cell {index}>"
            # as IPython does: a traceback or linecache can show the cell's lines
            linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
            exec(compile(code, filename, "exec"), namespace)
            error = None
        except Exception as err:  # noqa: BLE001 - recorded, and the run goes on
            error = f"{type(err).__name__}: {err}"[:300]
            errors.append({"cell": index, "error": error,
                           "where": traceback.format_exc().splitlines()[-3:]})
        plt.close("all")
        seconds = round(time.perf_counter() - began, 2)
        cells.append({"cell": index, "seconds": seconds, "error": error})
        if os.environ.get("PTP_CELL_PROGRESS"):  # maintainers: watch a slow run cell by cell
            print(f"cell {index}: {seconds} s {error or ''}", file=sys.stderr, flush=True)
    results = namespace.get("results", {})
    results = results if isinstance(results, dict) else {}  # a tests cell may reuse the name
    return {"notebook": str(notebook), "seconds": round(time.perf_counter() - started, 1),
            "results": {k: v for k, v in results.items() if isinstance(v, (int, float, str, bool))},
            "errors": errors, "cells": cells}


def main() -> int:
    notebook, report = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    outcome = run(notebook)
    report.write_text(json.dumps(outcome, indent=1) + "\n")
    print(json.dumps({k: outcome[k] for k in ("seconds", "results", "errors")}, indent=1))
    return 0 if not outcome["errors"] else 1


if __name__ == "__main__":
    sys.exit(main())
