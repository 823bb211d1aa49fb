"""The learner's language: diagnoses and the helpers' own lines in English or Chinese.

A chapter's first cell says which edition it belongs to: ``setup(seed=0)`` in the English
notebooks, ``setup(seed=0, language="zh")`` in the Chinese ones (``zh/chapters/``); the tests
cells are the same code in both. When a test names a mistake (``ptp.checks.Mistake``), its label
stays the same in every language (the graders count labels) and its message is looked up in the
language's catalogue, ``ptp/messages/<language>.json``, which the edition builder (``python -m
edition build``) compiles from ``translations/<language>/*.yaml``.

A catalogue entry is an English message *template*: the f-string of the tests cell, its literal
text and its ``{...}`` fields. The English message a test built is matched against the
templates of its label; the fields' values (a shape, a device, a number) are put into the
translated template. A message no template matches stays in English, so a test never fails to
report a mistake because a translation is missing.

``PTP_LANGUAGE`` sets the starting language (default ``en``); ``set_language`` changes it.
The graders read here too, at run time, which edition a notebook is (``is_chinese``) and the
words they say around a diagnosis in the Chinese edition (``WORDS``).
"""

from __future__ import annotations

import functools
import json
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import nbformat

LANGUAGES = ("en", "zh")
CATALOGUES = Path(__file__).resolve().parent / "messages"
_state = {"language": os.environ.get("PTP_LANGUAGE", "en")}


def language() -> str:
    """The language diagnoses are given in (``en`` or ``zh``)."""
    return _state["language"] if _state["language"] in LANGUAGES else "en"


def set_language(name: str) -> None:
    """Give diagnoses and the helpers' lines in ``name`` from now on (``en`` or ``zh``)."""
    if name not in LANGUAGES:
        raise ValueError(f"language must be one of {LANGUAGES}, got {name!r}")
    _state["language"] = name


ZH_SETUP = re.compile(r"\bsetup\([^)]*language=[\"']zh[\"']")
# What the graders say around a diagnosis, in the Chinese edition.
WORDS = {"exercise": "练习", "points": "得分", "total": "总分",
         "A test failed": "有一项测试未通过", "A hidden test failed": "有一项隐藏测试未通过",
         "hidden-empty": "有一项隐藏测试未通过：请检查可见测试没有覆盖到的情况。"}


def is_chinese(nb: nbformat.NotebookNode) -> bool:
    """Whether ``nb`` belongs to the Chinese edition (its setup cell asks for ``zh``)."""
    return any(c.cell_type == "code" and ZH_SETUP.search(c.source) for c in nb.cells)


@functools.cache
def catalogue(name: str) -> dict[str, Any]:
    """The compiled catalogue of language ``name`` (empty for English or when there is none)."""
    path = CATALOGUES / f"{name}.json"
    if name == "en" or not path.exists():
        return {"messages": {}, "fragments": [], "sections": {}, "lines": {}}
    return json.loads(path.read_text(encoding="utf-8"))


@functools.cache
def _pattern(literals: tuple[str, ...], fields: tuple[str, ...] = ()) -> re.Pattern[str]:
    """The English template as a regular expression: each field any text (``.*?``), or what
    the entry's ``fields`` say it must be."""
    pieces = [re.escape(literals[0])]
    for i, literal in enumerate(literals[1:]):
        pieces += [f"({fields[i] if i < len(fields) and fields[i] else '.*?'})",
                   re.escape(literal)]
    return re.compile("".join(pieces) + r"\Z", re.S)


def _fill(entry: dict[str, Any], text: str, fragments: list[dict[str, Any]],
          depth: int = 0) -> str | None:
    """``entry``'s translation with the fields taken from ``text``; None if ``text`` does not
    have the shape of ``entry``'s English template."""
    match = _pattern(tuple(entry["literals"]), tuple(entry.get("fields", ()))).match(text)
    if match is None:
        return None
    values = [_fragment(v, fragments, depth + 1) for v in match.groups()]
    return "".join(piece if isinstance(piece, str) else values[piece]
                   for piece in entry["translation"])


def _fragment(text: str, fragments: list[dict[str, Any]], depth: int) -> str:
    """A field's value, translated when it is itself a known English phrase (``how`` the input
    changed, say); otherwise as it is (a shape, a device, a number)."""
    if depth > 5 or not text.strip():
        return text
    for entry in fragments:
        filled = _fill(entry, text, fragments, depth)
        if filled is not None:
            return filled
    return text


def translate_message(label: str, message: str) -> str:
    """``message`` (an English diagnosis with label ``label``) in the current language."""
    name = language()
    if name == "en":
        return message
    book = catalogue(name)
    for entry in book["messages"].get(label, ()):
        filled = _fill(entry, message, book["fragments"])
        if filled is not None:
            return filled
    return message


def translate_section(section: str) -> str:
    """The title of a section to reread, in the current language."""
    return catalogue(language())["sections"].get(section, section)


def line(key: str, english: str, **fields: Any) -> str:
    """One of the helpers' own lines (``setup``'s, the self-check's) in the current language;
    ``english`` is the English template, filled with ``fields``."""
    template = catalogue(language())["lines"].get(key, english)
    return template.format(**fields)


def reread(section: str) -> str:
    """The pointer to a section that ends a diagnosis."""
    return line("reread", ' (reread: "{section}")', section=translate_section(section))
