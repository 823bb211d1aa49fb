"""One reading of a notebook for everything that reports on it: ``normalise``.

The class report, the feedback and the exports read notebooks the grader did not write: a
learner's, kept as submitted, or nbgrader's autograded copy read as plain JSON (no schema
validation: 200 of them must be quick). Such a notebook may hold any shape nbformat can read:
a stream's text or a cell's source as a string or as a list of strings (nbformat writes long
texts as lists of lines; only ``nbformat.read`` joins them again), fields missing or of another
type, metadata absent, cell ids that are numbers, empty or repeated, outputs of megabytes,
bytes or lone surrogates where text should be. Rather than each reader guarding each field,
every reader first passes the notebook through ``normalise``, which returns a notebook where
every field those readers touch exists and has one type:

* ``nb.metadata`` a dict; ``nb.cells`` a list of cells, each with a ``cell_type`` (``code``,
  ``markdown`` or ``raw``), an ``id`` and a ``source`` that are strings, a ``metadata`` dict
  whose ``nbgrader`` entry, when present, is a dict (its ``grade_id`` a string);
* a code cell's ``outputs`` a list of dicts with an ``output_type``; a stream has a ``name`` and
  a ``text`` string; an error an ``ename``, an ``evalue`` (strings) and a ``traceback`` (a list
  of strings); a result or display a ``data`` dict of strings (JSON kept as it is) and a
  ``metadata`` dict;
* every text valid UTF-8 (lone surrogates and NULs replaced), and none longer than
  ``MAX_TEXT`` characters: its head and its tail are kept (the tail holds an error's last line);
* a notebook nbformat's schema accepts (what nbconvert's HTML export, and so nbgrader's
  feedback, insists on): cell ids of its alphabet and unique, execution counts of 0 or more,
  the metadata keys the schema knows dropped where they break it.

The input is never changed. Anything that is not a notebook at all reads as an empty one.
"""

from __future__ import annotations

import base64
import copy
import re
from collections.abc import Mapping
from typing import Any

import nbformat

MAX_TEXT = 200_000  # characters of one text kept (head and tail)
TAIL = 20_000  # of which the tail
CELL_TYPES = ("code", "markdown", "raw")
JSON_MIME = re.compile(r"^application/(.*\+)?json$")  # any JSON value; other types: text
CELL_ID = re.compile(r"[^a-zA-Z0-9_-]")


def text(value: Any, limit: int = MAX_TEXT) -> str:
    """``value`` (a string, a list of strings, bytes, None, anything) as one clean string."""
    if value is None:
        value = ""
    elif isinstance(value, (list, tuple)):
        value = "".join(text(v, limit) for v in value)
    elif isinstance(value, (bytes, bytearray)):
        value = bytes(value).decode("utf-8", "replace")
    elif not isinstance(value, str):
        value = str(value)
    if len(value) > limit:
        tail = min(TAIL, limit // 4)
        cut = len(value) - limit
        value = (value[: limit - tail] + f"\n[... {cut} characters left out ...]\n"
                 + value[len(value) - tail:])
    value = value.replace("\x00", "\ufffd")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates: not writable as UTF-8 (an HTML page, JSON)
        value = value.encode("utf-8", "replace").decode("utf-8")
    return value


def _dict(value: Any) -> dict:
    return dict(value) if isinstance(value, Mapping) else {}


def _count(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 \
        else None


def _strings(value: Any) -> bool:
    return isinstance(value, Mapping) and all(isinstance(v, str) for v in value.values())


# What nbformat's schema says of the metadata keys it knows: a key that breaks it is dropped
# (nbconvert refuses the whole notebook otherwise); every other key is kept as it is.
NOTEBOOK_KEYS = {
    "kernelspec": lambda v: isinstance(v, Mapping) and isinstance(v.get("name"), str)
    and isinstance(v.get("display_name"), str),
    "language_info": lambda v: isinstance(v, Mapping) and isinstance(v.get("name"), str)
    and all(isinstance(v.get(k, ""), str) for k in ("file_extension", "mimetype",
                                                     "pygments_lexer"))
    and isinstance(v.get("codemirror_mode", ""), (str, Mapping)),
    "orig_nbformat": lambda v: isinstance(v, int) and not isinstance(v, bool) and v >= 1,
    "title": lambda v: isinstance(v, str),
    "authors": lambda v: isinstance(v, list),
}
CELL_KEYS = {
    "jupyter": lambda v: isinstance(v, Mapping),
    "execution": _strings,
    "collapsed": lambda v: isinstance(v, bool),
    "scrolled": lambda v: isinstance(v, bool) or v == "auto",
    "deletable": lambda v: isinstance(v, bool),
    "editable": lambda v: isinstance(v, bool),
    "format": lambda v: isinstance(v, str),
    "name": lambda v: isinstance(v, str) and bool(v) and "\n" not in v,
    "tags": lambda v: isinstance(v, list) and all(isinstance(t, str) and t and "," not in t
                                                   and "\n" not in t for t in v)
    and len(set(v)) == len(v),
}


def _metadata(value: Any, known: dict) -> dict:
    meta = copy.deepcopy(_dict(value))
    return {text(k, 1000): v for k, v in meta.items() if k not in known or known[k](v)}


def _data(value: Any, limit: int) -> dict[str, Any]:
    data = {}
    for mime, content in _dict(value).items():
        mime = text(mime, 200)
        if JSON_MIME.match(mime):
            data[mime] = copy.deepcopy(content)
        elif isinstance(content, (bytes, bytearray)) and not mime.startswith("text/"):
            data[mime] = base64.b64encode(bytes(content)).decode("ascii")[:limit]
        else:
            data[mime] = text(content, limit)
    return data


def output(out: Any, limit: int = MAX_TEXT) -> dict[str, Any] | None:
    """One output, normalised (None: not an output at all)."""
    if not isinstance(out, Mapping):
        return None
    kind = text(out.get("output_type"), 100) or "stream"
    if kind == "stream":
        name = text(out.get("name"), 100)
        return {"output_type": "stream", "name": name if name in ("stdout", "stderr") else
                "stdout", "text": text(out.get("text"), limit)}
    if kind == "error":
        tb = out.get("traceback")
        tb = [tb] if isinstance(tb, (str, bytes)) else tb if isinstance(tb, (list, tuple)) else []
        return {"output_type": "error", "ename": text(out.get("ename"), 1000),
                "evalue": text(out.get("evalue"), limit),
                "traceback": [text(line, limit) for line in tb][:1000]}
    if kind in ("execute_result", "display_data", "update_display_data"):
        new = {"output_type": kind, "data": _data(out.get("data"), limit),
               "metadata": copy.deepcopy(_dict(out.get("metadata")))}
        if kind == "execute_result":
            new["execution_count"] = _count(out.get("execution_count"))
        return new
    # an output type nbformat does not know: kept as a display of its text, if any
    return {"output_type": "display_data", "metadata": {},
            "data": {"text/plain": text(out.get("text") or out.get("data") or "", limit)}}


def cell(c: Any, index: int, limit: int = MAX_TEXT) -> dict[str, Any] | None:
    """One cell, normalised (None: not a cell at all)."""
    if not isinstance(c, Mapping):
        return None
    kind = text(c.get("cell_type"), 100)
    kind = kind if kind in CELL_TYPES else "raw"
    metadata = _metadata(c.get("metadata"), CELL_KEYS)
    if "nbgrader" in metadata:
        nbg = _dict(metadata["nbgrader"])
        if "grade_id" in nbg:
            nbg["grade_id"] = text(nbg["grade_id"], 1000)
        metadata["nbgrader"] = nbg
    cell_id = CELL_ID.sub("-", text(c.get("id"), 1000))[:64] or f"cell-{index}"
    new: dict[str, Any] = {"cell_type": kind, "id": cell_id, "metadata": metadata,
                           "source": text(c.get("source"), limit)}
    if kind == "code":
        outs = c.get("outputs")
        outs = outs if isinstance(outs, (list, tuple)) else []
        new["outputs"] = [o for o in (output(out, limit) for out in outs) if o is not None]
        new["execution_count"] = _count(c.get("execution_count"))
    elif isinstance(c.get("attachments"), Mapping):
        files = {text(name, 1000): _data(bundle, limit)
                 for name, bundle in c["attachments"].items() if isinstance(bundle, Mapping)}
        if files:
            new["attachments"] = files
    return new


def normalise(nb: Any, limit: int = MAX_TEXT) -> nbformat.NotebookNode:
    """A copy of ``nb`` (a notebook node, or the dict JSON gives) in the one shape described in
    this module's docstring; an older notebook (nbformat 3) is converted first."""
    if isinstance(nb, Mapping) and "worksheets" in nb and "cells" not in nb:
        try:
            nb = nbformat.convert(nbformat.from_dict(copy.deepcopy(dict(nb))), 4)
        except Exception:  # noqa: BLE001 -- not convertible: read what is there
            nb = {}
    if not isinstance(nb, Mapping):
        nb = {}
    cells = nb.get("cells")
    cells = cells if isinstance(cells, (list, tuple)) else []
    cells = [c for c in (cell(c, i, limit) for i, c in enumerate(cells)) if c is not None]
    seen: set[str] = set()
    for i, c in enumerate(cells):  # ids unique: a repeated one gets its position
        while c["id"] in seen:
            c["id"] = f"{c['id'][:50]}-{i}"
        seen.add(c["id"])
    return nbformat.from_dict({"nbformat": 4, "nbformat_minor": 5, "cells": cells,
                               "metadata": _metadata(nb.get("metadata"), NOTEBOOK_KEYS)})
