"""Every chapter's widgets work on ipywidgets 7.7.1 (Colab's) and on 8 (JupyterLab, Binder).

The widgets themselves are probed in the grading round trip (``tests/widgets_probe.py``,
``tests/test_grading_roundtrip.py``): each part's solution runs whole there in the learner's
kernel, so its widgets are moved on ipywidgets 8 and then, in the same kernel, on 7.7.1, without
running the part's cells (chapter 11 trains its models) a second time. Here: the widget cells
are found, and the probe's reading of a graded notebook says what went wrong.
"""

from __future__ import annotations

import nbformat

from graders.course import chapter_names, notebooks_of, read
from tests.widgets_probe import ROLE, VERSION7, WIDGETS7, probe_cells, problems, widget_cells

CHAPTERS = [p for ch in chapter_names() for p in notebooks_of(ch) if widget_cells(read(p))]


def test_widget_cells_are_found() -> None:
    """The widget cells of chapters 00 to 10 (each has at least one) are all found."""
    with_widgets = {p.parent.name for p in CHAPTERS}
    first_eleven = {name for name in chapter_names() if int(name[:2]) <= 10}
    assert len(first_eleven) == 11 and first_eleven <= with_widgets, first_eleven - with_widgets


def test_probe_cells_follow_the_widget_cells() -> None:
    """A part with widgets gets the probe, the switch to 7.7.1, its widget cells again and the
    probe again; a part without gets nothing."""
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(s) for s in [
        "import ipywidgets as widgets", "def f(x):\n    print(x)",
        "widgets.interact(f, x=widgets.IntSlider(value=1))", "after = 4"]])
    cells = probe_cells(nb)
    assert [c.metadata[ROLE] for c in cells] == ["probe", "switch", "again", "probe"]
    assert cells[2].source == nb.cells[2].source and VERSION7 in cells[1].source
    assert probe_cells(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("a = 1")])) == []


def _graded(reports: list[dict], error: bool = False) -> nbformat.NotebookNode:
    cells = []
    for report in reports:
        cell = nbformat.v4.new_code_cell("", metadata={ROLE: "probe"})
        cell.outputs = [nbformat.v4.new_output("display_data",
                                               data={"application/json": report})]
        cells.append(cell)
    if error:
        cell = nbformat.v4.new_code_cell("", metadata={ROLE: "again"})
        cell.outputs = [nbformat.v4.new_output("error", ename="NameError", evalue="f",
                                               traceback=[])]
        cells.append(cell)
    return nbformat.v4.new_notebook(cells=cells)


def test_problems_name_what_went_wrong() -> None:
    """Both versions probed, every control moved and its callback run: no problem; a callback
    that raised, a control that did not reach it, a missing interactive, the wrong version,
    a widget cell that failed, a probe that never reported: each is named."""
    moved = [{"control": "IntSlider", "name": "x", "to": "2", "callback_ran": True}]
    ok = {"interactives": [{"function": "f", "moves": moved, "errors": []}]}
    eight = {"version": "8.1.5", "file": "/venv/ipywidgets/__init__.py", **ok}
    seven = {"version": VERSION7, "file": f"{WIDGETS7}/ipywidgets/__init__.py", **ok}
    assert problems(_graded([eight, seven]), 1, "p") == []
    raised = {**seven, "interactives": [{"function": "f", "moves": moved,
                                         "errors": ["ValueError: no"]}]}
    assert any("raised ['ValueError: no']" in p for p in problems(_graded([eight, raised]), 1, "p"))
    silent = {**eight, "interactives": [{"function": "f", "errors": [],
                                         "moves": [{**moved[0], "callback_ran": False}]}]}
    assert any("did not reach" in p for p in problems(_graded([silent, seven]), 1, "p"))
    assert any("2 interactives" not in p and "interactives, the widget cells make 2" in p
               for p in problems(_graded([eight, seven]), 2, "p"))
    assert any("not 8" in p for p in problems(_graded([{**eight, "version": "7.7.1"}, seven]),
                                              1, "p"))
    assert any("NameError" in p for p in problems(_graded([eight, seven], error=True), 1, "p"))
    assert any("1 widget reports" in p for p in problems(_graded([eight]), 1, "p"))
