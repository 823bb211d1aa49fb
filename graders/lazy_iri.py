"""jsonschema's IRI format checker, imported when it is first used instead of at start-up.

``jsonschema`` (which ``nbformat`` imports) imports ``rfc3987_syntax`` as soon as it loads, and
that package compiles about 35 Earley parsers at import: 1.7 s of CPU in every process that
reads a notebook (python-jsonschema/jsonschema#1428, opendatahub-io/notebooks#3532). The
suite starts such processes by the hundred: a grade worker per graded submission, nbgrader's
commands, nbgrader's database migrations. No notebook or Jupyter schema uses the ``iri``
formats, so the course's environment (``make``'s ``.venv``) loads this module from a ``.pth``
file: it puts a stand-in for ``rfc3987_syntax`` in ``sys.modules`` whose attributes import the
real package on first use. The IRI formats are still checked, exactly as before, by the real
checker; only its cost moves to the first check, which in this course never comes.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import types

NAME = "rfc3987_syntax"


class _Deferred(types.ModuleType):
    """Stands in for ``rfc3987_syntax`` until something reads one of its names."""

    def __getattr__(self, attr: str) -> object:
        if attr.startswith("__"):
            raise AttributeError(attr)
        return getattr(real(), attr)


def real() -> types.ModuleType:
    """The real package, imported on first use (the stand-in leaves ``sys.modules``)."""
    if isinstance(sys.modules.get(NAME), _Deferred):
        del sys.modules[NAME]
    return importlib.import_module(NAME)


def is_valid_syntax(term: str, value: str) -> bool:
    """What jsonschema imports by name: the real checker's answer."""
    return real().is_valid_syntax(term, value)


def install() -> None:
    """Put the stand-in in place, where the real package is installed and not yet imported."""
    if NAME in sys.modules or importlib.util.find_spec(NAME) is None:
        return
    stand_in = _Deferred(NAME, __doc__)
    stand_in.is_valid_syntax = is_valid_syntax  # type: ignore[attr-defined]
    sys.modules[NAME] = stand_in
