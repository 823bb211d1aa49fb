"""Feedback without leaks: hidden tests stay hidden in the HTML that students get back, while
the mistake a test named (``ptp.checks.Mistake``) is shown, hidden test or not.

``diagnoses(nb)`` reads the same messages from an autograded notebook, for the self-check, the
round trip's checks and the class report.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import nbformat
from nbgrader.preprocessors import NbGraderPreprocessor

BEGIN, END = "### BEGIN HIDDEN TESTS", "### END HIDDEN TESTS"
HIDDEN_NOTE = "# (hidden tests: run by the grader, not shown)"
ANSI = re.compile(r"\x1b\[[0-9;]*m")
LABEL = re.compile(r"^\[([a-z0-9][a-z0-9-]*)\]")


def strip_hidden(source: str) -> tuple[str, int]:
    """The source without its hidden block, and the number of the last visible line."""
    if BEGIN not in source:
        return source, source.count("\n") + 1
    before, _, rest = source.partition(BEGIN)
    _, _, after = rest.partition(END)
    visible_lines = before.count("\n")
    return before + HIDDEN_NOTE + after, visible_lines


def learner_message(ename: str, evalue: str, hidden: bool) -> str:
    """What a learner reads about a failed test: the mistake it named, or the error."""
    evalue = (evalue or "").strip()
    if hidden and not evalue:
        return "A hidden test failed: check the cases the visible tests do not cover."
    where = "A hidden test failed" if hidden else "A test failed"
    if LABEL.match(evalue):
        return f"{where}: {evalue}"
    return f"{where}: {ename}: {evalue}".rstrip(": ")


class HideHiddenTests(NbGraderPreprocessor):  # enabled by default, unlike nbconvert's
    """Remove hidden tests from grade cells; a failure keeps its message, never its traceback."""

    def preprocess_cell(self, cell, resources, index):
        meta = cell.metadata.get("nbgrader", {})
        if cell.cell_type != "code" or not meta.get("grade") or BEGIN not in cell.source:
            return cell, resources
        cell.source, last_visible = strip_hidden(cell.source)
        outputs = []
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                # A traceback quotes the lines around the failure, hidden ones included: keep
                # only the error's name and message.
                lines = [int(n) for tb in out.get("traceback", [])
                         for n in re.findall(r"line (\d+)", ANSI.sub("", tb))]
                hidden = not (lines and lines[0] <= last_visible)
                summary = learner_message(out.get("ename", ""), out.get("evalue", ""), hidden)
                out = {"output_type": "error", "ename": out.get("ename"),
                       "evalue": out.get("evalue"), "traceback": [summary]}
            outputs.append(out)
        cell.outputs = outputs
        return cell, resources


@dataclass
class Diagnosis:
    """A tests cell that failed in an autograded notebook, and what it told the learner."""

    grade_id: str
    label: str | None  # the mistake's label when a test named it, else None
    message: str


def diagnoses(nb: nbformat.NotebookNode) -> dict[str, Diagnosis]:
    """Per failed tests cell (by grade id), the first error it showed."""
    found = {}
    for cell in nb.cells:
        meta = cell.metadata.get("nbgrader", {})
        if cell.cell_type != "code" or not meta.get("grade"):
            continue
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                evalue = ANSI.sub("", out.get("evalue") or "").strip()
                match = LABEL.match(evalue)
                found[meta["grade_id"]] = Diagnosis(
                    meta["grade_id"], match.group(1) if match else None,
                    evalue if match else f"{out.get('ename')}: {evalue}".rstrip(": "))
                break
            if out.get("output_type") == "stream" and out.get("name") == "stderr":
                last = (out.get("text") or "").strip().splitlines()[-1:] or [""]
                found[meta["grade_id"]] = Diagnosis(
                    meta["grade_id"], None, f"the tests wrote to stderr: {last[0][:300]}")
                break
    return found
