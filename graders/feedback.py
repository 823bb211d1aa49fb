"""Feedback without leaks: hidden tests stay hidden in the HTML that students get back, while
the mistake a test named (``ptp.checks.Mistake``) is shown, hidden test or not.

``diagnoses(nb)`` reads the same messages from an autograded notebook, for the self-check, the
round trip's checks and the class report.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

import nbformat
from nbgrader.preprocessors import NbGraderPreprocessor

from graders.hidden import BEGIN, hidden_blocks, strip_hidden
from graders.normal import normalise
from ptp.i18n import WORDS, is_chinese

ANSI = re.compile(r"\x1b\[[0-9;]*m")
LABEL = re.compile(r"^\[([a-z0-9][a-z0-9-]*)\]")


def learner_message(ename: str, evalue: str, hidden: bool, chinese: bool = False) -> str:
    """What a learner reads about a failed test: the mistake it named, or the error (in the
    Chinese edition's words for its notebooks)."""
    evalue = (evalue or "").strip()
    if hidden and not evalue:
        return WORDS["hidden-empty"] if chinese else \
            "A hidden test failed: check the cases the visible tests do not cover."
    where = "A hidden test failed" if hidden else "A test failed"
    if chinese:
        where = WORDS[where]
    colon = "：" if chinese else ": "
    if LABEL.match(evalue):
        return f"{where}{colon}{evalue}"
    return f"{where}{colon}{ename}: {evalue}".rstrip(": ")


REDACTED = "[hidden test text removed]"


def hidden_lines(nb: nbformat.NotebookNode) -> list[str]:
    """The non-trivial lines of every hidden test block in ``nb`` (longest first)."""
    lines = set()
    for cell in nb.cells:
        if cell.cell_type == "code":
            for block in hidden_blocks(cell.source):
                lines |= {line.strip() for line in block.splitlines() if len(line.strip()) >= 8}
    return sorted(lines, key=len, reverse=True)


def redact(value, lines: list[str]):
    """``value`` (an output's text, or a list or dict of texts) without any hidden line."""
    if isinstance(value, str):
        for line in lines:
            value = value.replace(line, REDACTED)
        return value
    if isinstance(value, list):
        return [redact(v, lines) for v in value]
    if isinstance(value, dict):
        return {k: redact(v, lines) for k, v in value.items()}
    return value


class HideHiddenTests(NbGraderPreprocessor):  # enabled by default, unlike nbconvert's
    """Keep every trace of the hidden tests out of the feedback.

    * Tests cells lose their hidden block; a failure keeps its message, never its traceback
      (which quotes the lines around it), and the cell's other outputs are dropped (they were
      printed while hidden tests ran the student's code, which can read its caller's frame).
    * Any output of any cell that repeats a line of a hidden test has it removed, so student
      code that found the tests (in its caller's frame, say) cannot print them into feedback.
    """

    def preprocess(self, nb, resources):
        nb = normalise(nb)  # any notebook nbformat reads: one shape for every cell below
        self._lines = hidden_lines(nb)
        self._chinese = is_chinese(nb)
        return super().preprocess(nb, resources)

    def preprocess_cell(self, cell, resources, index):
        lines = getattr(self, "_lines", [])
        meta = cell.metadata.get("nbgrader", {})
        if cell.cell_type != "code":
            return cell, resources
        if not meta.get("grade") or BEGIN not in cell.source:
            cell.outputs = [nbformat.from_dict(redact(dict(out), lines))
                            for out in cell.get("outputs", [])]
            return cell, resources
        cell.source, last_visible = strip_hidden(cell.source)
        outputs = []
        for out in cell.get("outputs", []):
            if out.get("output_type") != "error":
                continue
            lines_hit = [int(n) for tb in out.get("traceback", [])
                         for n in re.findall(r"line (\d+)", ANSI.sub("", tb))]
            hidden = not (lines_hit and lines_hit[0] <= last_visible)
            evalue = redact(out.get("evalue") or "", lines)
            summary = learner_message(out.get("ename", ""), evalue, hidden,
                                      getattr(self, "_chinese", False))
            outputs.append(nbformat.from_dict({"output_type": "error", "ename": out.get("ename"),
                                               "evalue": evalue, "traceback": [summary]}))
        cell.outputs = outputs
        return cell, resources


@dataclass
class Diagnosis:
    """A tests cell that failed in an autograded notebook, and what it told the learner."""

    grade_id: str
    label: str | None  # the mistake's label when a test named it, else None
    message: str


def diagnoses(nb: nbformat.NotebookNode) -> dict[str, Diagnosis]:
    """Per failed tests cell (by grade id), the first error it showed. ``nb`` may be any
    notebook nbformat can read, or the dict its JSON gives (``graders.normal.normalise``)."""
    found = {}
    for cell in normalise(nb).cells:
        meta = cell.metadata.get("nbgrader", {})
        if cell.cell_type != "code" or not meta.get("grade") or not meta.get("grade_id"):
            continue
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                evalue = ANSI.sub("", out.evalue).strip()
                match = LABEL.match(evalue)
                found[meta["grade_id"]] = Diagnosis(
                    meta["grade_id"], match.group(1) if match else None,
                    evalue if match else f"{out.get('ename')}: {evalue}".rstrip(": "))
                break
            if out.get("output_type") == "stream" and out.get("name") == "stderr":
                last = out.text.strip().splitlines()[-1:] or [""]
                found[meta["grade_id"]] = Diagnosis(
                    meta["grade_id"], None, f"the tests wrote to stderr: {last[0][:300]}")
                break
    return found


def normalise_autograded(course: Path, chapter: str) -> list[Path]:
    """Rewrite, in the one shape of ``graders.normal``, every autograded notebook of ``chapter``
    that nbformat reads but does not validate, so ``nbgrader generate_feedback`` (whose exporter
    touches cells and metadata before any preprocessor of ours runs) can export each one.
    Valid notebooks stay as nbgrader wrote them. Returns the notebooks rewritten."""
    import json

    rewritten = []
    for path in sorted((Path(course) / "autograded").glob(f"*/{chapter}/*.ipynb")):
        try:
            raw = json.loads(path.read_bytes())
        except (OSError, ValueError, RecursionError):
            continue  # nothing nbformat could read either: nbgrader reports it
        try:
            nbformat.validate(nbformat.reads(json.dumps(raw), as_version=4))
            continue
        except Exception:  # noqa: BLE001 -- any reason it is not a valid notebook
            pass
        nbformat.write(normalise(raw), path)
        rewritten.append(path)
    return rewritten


PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>body {{ font-family: sans-serif; max-width: 46em; margin: 2em auto; }}</style></head>
<body>{banner}</body></html>
"""
BANNER = """<div class="ptp-grading-problems" style="border: 2px solid #c33; padding: 0.5em 1em;
margin: 1em; background: #fff4f4;"><h2>{chapter}: what happened when your work was graded</h2>
<ul>{items}</ul><p>Points below reflect what could be graded. Ask your instructor if this looks
wrong.</p></div>"""


def write_problem_pages(course: Path, chapter: str) -> list[Path]:
    """A feedback page for every submission whose grading went wrong (``grading_reports``).

    Where nbgrader wrote the student's feedback, the problems go on top of it; where it could
    not (a kernel that died, a missing or unreadable notebook), a page of its own says what
    happened. Returns the pages written.
    """
    from graders.autograde import read_reports

    written = []
    for student, report in read_reports(course, chapter).items():
        items = "".join(f"<li>{html.escape(p)}</li>" for p in report["problems"])
        banner = BANNER.format(chapter=html.escape(chapter), items=items)
        for notebook in report.get("notebooks") or [f"{chapter}.ipynb"]:
            page = Path(course) / "feedback" / student / chapter / Path(notebook).with_suffix(
                ".html").name
            page.parent.mkdir(parents=True, exist_ok=True)
            if page.exists() and "ptp-grading-problems" not in page.read_text():
                text = page.read_text()
                body = re.search(r"<body[^>]*>", text)
                at = body.end() if body else 0
                page.write_text(text[:at] + banner + text[at:])
            elif not page.exists():
                page.write_text(PAGE.format(title=html.escape(f"{chapter}: feedback"),
                                            banner=banner))
            written.append(page)
    return written
