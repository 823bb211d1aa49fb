"""Feedback without leaks: hidden tests stay hidden in the HTML that students get back."""

from __future__ import annotations

import re

from nbgrader.preprocessors import NbGraderPreprocessor

BEGIN, END = "### BEGIN HIDDEN TESTS", "### END HIDDEN TESTS"
HIDDEN_NOTE = "# (hidden tests: run by the grader, not shown)"


def strip_hidden(source: str) -> tuple[str, int]:
    """The source without its hidden block, and the number of the last visible line."""
    if BEGIN not in source:
        return source, source.count("\n") + 1
    before, _, rest = source.partition(BEGIN)
    _, _, after = rest.partition(END)
    visible_lines = before.count("\n")
    return before + HIDDEN_NOTE + after, visible_lines


class HideHiddenTests(NbGraderPreprocessor):  # enabled by default, unlike nbconvert's
    """Remove hidden tests from grade cells, and the details of any failure inside them."""

    def preprocess_cell(self, cell, resources, index):
        meta = cell.metadata.get("nbgrader", {})
        if cell.cell_type != "code" or not meta.get("grade") or BEGIN not in cell.source:
            return cell, resources
        cell.source, last_visible = strip_hidden(cell.source)
        outputs = []
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                # A traceback quotes the lines around the failure, hidden ones included: keep
                # only the error's name and message, and not even those for a hidden test.
                lines = [int(n) for tb in out.get("traceback", [])
                         for n in re.findall(r"line (\d+)", re.sub(r"\x1b\[[0-9;]*m", "", tb))]
                if lines and lines[0] <= last_visible:
                    summary = f"{out.get('ename')}: {out.get('evalue')}"
                    out = {"output_type": "error", "ename": out.get("ename"),
                           "evalue": out.get("evalue"), "traceback": [summary]}
                else:
                    out = {"output_type": "error", "ename": "HiddenTestFailed",
                           "evalue": "a hidden test failed",
                           "traceback": ["A hidden test failed: check the cases the visible "
                                         "tests do not cover."]}
            outputs.append(out)
        cell.outputs = outputs
        return cell, resources
