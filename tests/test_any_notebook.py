"""The class report, the feedback and its export survive any notebook nbformat can read.

Notebooks are generated (hypothesis, derandomised: the same examples every run) in every shape a
notebook file can take: texts as strings or lists of strings, fields missing or of another type,
metadata absent, odd cell ids, huge outputs, bytes, NULs and lone surrogates. Each is written as a
file and read back the two ways the grader reads them: as plain JSON (the class report,
``graders.report.read_diagnoses``) and with ``nbformat.reads`` (nbgrader, the self-check and the
feedback). Then it goes through the same functions the report, the feedback and the export use:
``graders.feedback.diagnoses``, the report's page and CSV (``graders.report.write_chapter_report``),
and ``HideHiddenTests`` inside nbconvert's HTML export (what ``nbgrader generate_feedback`` runs).
"""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graders import report
from graders.feedback import Diagnosis, HideHiddenTests, diagnoses
from graders.normal import MAX_TEXT, normalise

MISSING = object()  # a field left out of the cell or output

ODD = st.sampled_from(["\x00", "\ud800", "\udfff", "\x1b[31m", "\r\n", "é中", "<script>", "\ufffe"])
TEXT = st.lists(st.one_of(st.text(max_size=30), ODD), max_size=4).map("".join)
HUGE = st.builds(lambda n, c: c * n, st.integers(MAX_TEXT - 10, MAX_TEXT + 50_000),
                 st.sampled_from(["x", "line\n", "中"]))


def as_lines(s: str) -> list[str]:
    return s.splitlines(keepends=True)


# a text field: a string, the list of lines nbformat writes, None, a number, missing
FIELD = st.one_of(TEXT, TEXT.map(as_lines), st.none(), st.integers(), st.just(MISSING),
                  st.lists(st.one_of(TEXT, st.integers(), st.none()), max_size=3))
LABELLED = st.builds(lambda label, rest: f"[{label}] {rest} (reread: \"1. a section\")",
                     st.from_regex(r"[a-z0-9][a-z0-9-]{0,12}", fullmatch=True), TEXT)
STDERR_LINES = st.lists(TEXT, min_size=2, max_size=5).map(lambda ls: [f"{x}\n" for x in ls])


def drop_missing(d: dict) -> dict:
    return {k: v for k, v in d.items() if v is not MISSING}


STREAM = st.builds(lambda name, t: drop_missing({"output_type": "stream", "name": name, "text": t}),
                   st.sampled_from(["stdout", "stderr", "stderr", "other", MISSING, 3]),
                   st.one_of(FIELD, STDERR_LINES, HUGE))
ERROR = st.builds(lambda ename, evalue, tb: drop_missing(
    {"output_type": "error", "ename": ename, "evalue": evalue, "traceback": tb}),
    st.one_of(st.sampled_from(["Mistake", "AssertionError", "NotImplementedError"]), FIELD),
    st.one_of(LABELLED, FIELD, HUGE), st.one_of(st.lists(FIELD, max_size=3), FIELD))
DISPLAY = st.builds(lambda kind, data, meta, count: drop_missing(
    {"output_type": kind, "data": data, "metadata": meta, "execution_count": count}),
    st.sampled_from(["display_data", "execute_result", "update_display_data", "nonsense"]),
    st.one_of(st.dictionaries(st.sampled_from(["text/plain", "text/html", "image/png",
                                               "application/json", "application/x-odd"]),
                              st.one_of(FIELD, st.binary(max_size=40).map(lambda b: b.hex()),
                                        st.dictionaries(TEXT, st.integers(), max_size=2)),
                              max_size=3), FIELD),
    st.one_of(st.dictionaries(TEXT, TEXT, max_size=2), FIELD), st.one_of(st.integers(), FIELD))
OUTPUT = st.one_of(STREAM, ERROR, DISPLAY, st.none(), st.integers(), TEXT)
NBGRADER = st.one_of(
    st.builds(lambda grade, gid, points: drop_missing(
        {"grade": grade, "grade_id": gid, "points": points, "solution": False, "locked": True}),
        st.one_of(st.booleans(), st.just(MISSING), st.integers(0, 2)),
        st.one_of(st.from_regex(r"ex[0-9]_[a-z]{1,6}_tests", fullmatch=True), FIELD),
        st.one_of(st.integers(0, 5), FIELD)),
    FIELD)
METADATA = st.one_of(st.builds(lambda n, extra: drop_missing({"nbgrader": n, **extra}),
                               st.one_of(NBGRADER, st.just(MISSING)),
                               st.dictionaries(TEXT, TEXT, max_size=2)), FIELD)
CELL_ID = st.one_of(st.from_regex(r"[a-zA-Z0-9-_]{1,64}", fullmatch=True), TEXT,
                    st.integers(), st.none(), st.just(MISSING), st.just(""), st.just("same-id"))
CELL = st.builds(lambda kind, cid, source, meta, outputs, count: drop_missing(
    {"cell_type": kind, "id": cid, "source": source, "metadata": meta, "outputs": outputs,
     "execution_count": count}),
    st.sampled_from(["code", "code", "code", "markdown", "raw", "odd", MISSING]),
    CELL_ID, st.one_of(FIELD, TEXT.map(as_lines)), METADATA,
    st.one_of(st.lists(OUTPUT, max_size=4), FIELD), st.one_of(st.integers(), FIELD))
NOTEBOOK = st.builds(lambda cells, meta, minor: drop_missing(
    {"cells": cells, "metadata": meta, "nbformat": 4, "nbformat_minor": minor}),
    st.one_of(st.lists(st.one_of(CELL, st.none(), TEXT), max_size=6), FIELD),
    st.one_of(st.dictionaries(TEXT, TEXT, max_size=2), FIELD, st.just({"kernelspec": None})),
    st.sampled_from([0, 4, 5, MISSING]))



def SETTINGS(examples: int) -> settings:  # noqa: N802 -- reads as the decorator it makes
    return settings(derandomize=True, deadline=None, database=None, max_examples=examples,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.large_base_example,
                                           HealthCheck.function_scoped_fixture])


def file_text(nb: dict) -> str:
    """The notebook as its file holds it (JSON escapes a lone surrogate, as nbformat does)."""
    return json.dumps(nb, ensure_ascii=True)


def read_both(nb: dict) -> list:
    """The notebook as the report reads it (JSON), and as nbformat reads it where it can."""
    raw = file_text(nb)
    found = [json.loads(raw)]
    try:
        found.append(nbformat.reads(raw, as_version=4))
    except Exception:  # noqa: BLE001 -- nbformat itself cannot read it: not a notebook
        pass
    return found


def check_diagnoses(found: dict) -> None:
    for gid, d in found.items():
        assert isinstance(d, Diagnosis) and isinstance(gid, str) and isinstance(d.message, str)
        assert d.label is None or isinstance(d.label, str)
        d.message.encode("utf-8")  # writable into a page and a CSV


@SETTINGS(300)
@given(NOTEBOOK)
def test_diagnoses_read_any_notebook_alike(nb: dict) -> None:
    """``diagnoses`` never fails, and reads the same from the JSON and from nbformat."""
    readings = read_both(nb)
    results = [diagnoses(r) for r in readings]
    for found in results:
        check_diagnoses(found)
    assert all(r == results[0] for r in results)
    # normalising twice changes nothing: one shape
    once = normalise(readings[0])
    assert normalise(once) == once


@SETTINGS(150)
@given(STDERR_LINES, st.booleans())
def test_a_tests_cell_that_wrote_lines_to_stderr(lines: list[str], as_list: bool) -> None:
    """The known crash: a tests cell whose stderr nbformat wrote as a list of lines."""
    cell = {"cell_type": "code", "id": "t", "source": "", "execution_count": 1,
            "metadata": {"nbgrader": {"grade": True, "grade_id": "ex1_f_tests", "points": 1}},
            "outputs": [{"output_type": "stream", "name": "stderr",
                         "text": lines if as_list else "".join(lines)}]}
    nb = {"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    for reading in read_both(nb):
        got = diagnoses(reading)["ex1_f_tests"]
        last = normalise(reading).cells[0].outputs[0].text.strip().splitlines()[-1:] or [""]
        assert got.message == f"the tests wrote to stderr: {last[0][:300]}"


def class_of(tmp: Path, notebooks: list[dict]) -> report.Gradebook:
    """A course folder whose autograded notebooks are ``notebooks``, one student each, and a
    gradebook (in memory) naming the tests cells they hold."""
    chapter = "01_any"
    gids = sorted({c.metadata["nbgrader"]["grade_id"] for nb in notebooks
                   for c in normalise(nb).cells
                   if c.metadata.get("nbgrader", {}).get("grade_id")} | {"ex1_f_tests"})
    cells = {chapter: [("01_any", gid, 1.0) for gid in gids]}
    scores: dict[str, dict[str, dict[str, float]]] = {chapter: {}}
    students = {}
    for i, nb in enumerate(notebooks):
        student = f"s{i}"
        folder = tmp / "autograded" / student / chapter
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "01_any.ipynb").write_text(file_text(nb))
        students[student] = report.Student(student)
        scores[chapter][student] = {gid: float(i % 2) for gid in gids}
    return report.Gradebook(students, [chapter], cells, scores)


@SETTINGS(25)
@given(st.lists(NOTEBOOK, min_size=1, max_size=4))
def test_the_class_report_survives_any_class(tmp_path_factory, notebooks: list[dict]) -> None:
    """A class whose autograded notebooks take any shape still gets its page and CSV."""
    tmp = tmp_path_factory.mktemp("class")
    book = class_of(tmp, notebooks)
    got = report.write_chapter_report(tmp, "01_any", tmp / "reports" / "01_any.html", book)
    assert got.n == len(notebooks)
    page = (tmp / "reports" / "01_any.html").read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "<script>" not in page
    assert (tmp / "reports" / "01_any.csv").read_text(encoding="utf-8").startswith("table,")


def feedback_input(reading) -> nbformat.NotebookNode:
    """What ``nbgrader generate_feedback`` exports: the autograded notebook after the feedback
    step's ``normalise_autograded`` (valid ones as they are)."""
    try:
        nbformat.validate(nbformat.from_dict(reading))
        return nbformat.from_dict(reading)
    except Exception:  # noqa: BLE001
        return normalise(reading)


@pytest.fixture(scope="module")
def exporter():
    from nbconvert import HTMLExporter

    html = HTMLExporter()
    html.register_preprocessor(HideHiddenTests(), enabled=True)
    return html


@SETTINGS(30)
@given(NOTEBOOK)
def test_feedback_export_survives_any_notebook(exporter, nb: dict) -> None:
    """The feedback's HTML export (hidden tests removed) of any readable notebook: a page, in
    UTF-8, with no hidden test text."""
    nb = {**nb, "cells": [*(nb.get("cells") if isinstance(nb.get("cells"), list) else []), {
        "cell_type": "code", "id": "h", "execution_count": 1, "outputs": [],
        "metadata": {"nbgrader": {"grade": True, "grade_id": "h_tests", "points": 1}},
        "source": "x = 1\n### BEGIN HIDDEN TESTS\nassert 'HIDDEN-9f3e' == 'x'\n"
                  "### END HIDDEN TESTS"}]}
    for reading in read_both(nb):
        body, _ = exporter.from_notebook_node(feedback_input(reading))
        body.encode("utf-8")
        assert "HIDDEN-9f3e" not in body


def test_normalise_is_one_shape() -> None:
    """Hand-made corners: lists joined, fields filled in, huge text cut to head and tail,
    lone surrogates replaced, anything else an empty notebook."""
    nb = normalise({"cells": [
        {"cell_type": "code", "source": ["a\n", "b"], "outputs": [
            {"output_type": "stream", "text": ["x\n", "y\n"]},
            {"output_type": "error", "traceback": "tb"},
            {"output_type": "stream", "name": "stderr", "text": "z" * (MAX_TEXT + 5) + "\nend"},
            {"output_type": "display_data", "data": {"text/plain": ["\ud800", "1"]}}]},
        {"source": 3, "id": 7, "metadata": {"nbgrader": "odd"}}, None, "text"]})
    code, other = nb.cells
    assert code.source == "a\nb" and code.id == "cell-0" and code.metadata == {}
    out = code.outputs
    assert out[0].text == "x\ny\n" and out[0].name == "stdout"
    assert out[1].ename == "" and out[1].evalue == "" and out[1].traceback == ["tb"]
    assert len(out[2].text) < MAX_TEXT + 100 and out[2].text.endswith("\nend")
    assert out[3].data["text/plain"] == "?1"
    assert other.cell_type == "raw" and other.source == "3" and other.id == "7"
    assert other.metadata == {"nbgrader": {}}
    for junk in (None, [], "nb", {"cells": "x"}, {"cells": [1, 2]}):
        assert normalise(junk).cells == []


def test_feedback_step_mends_only_what_nbconvert_refuses(tmp_path: Path) -> None:
    """``instructor feedback`` first rewrites, in the one shape, each autograded notebook that
    nbformat reads but does not validate (so nbgrader's export takes it); valid ones are left
    byte for byte as nbgrader wrote them."""
    from graders.feedback import normalise_autograded

    odd = {"cells": [{"cell_type": "code", "id": "a b", "source": ["x = 1\n"], "metadata": {},
                      "execution_count": -1, "outputs": [
                          {"output_type": "stream", "name": "stderr", "text": ["1\n", "2\n"]}]},
                     "stray"], "metadata": {"kernelspec": None}, "nbformat": 4,
           "nbformat_minor": 5}
    valid = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("y = 2", id="ok")])
    folder = tmp_path / "autograded" / "s1" / "ch"
    folder.mkdir(parents=True)
    (folder / "odd.ipynb").write_text(file_text(odd))
    nbformat.write(valid, folder / "valid.ipynb")
    before = (folder / "valid.ipynb").read_bytes()
    assert normalise_autograded(tmp_path, "ch") == [folder / "odd.ipynb"]
    mended = nbformat.read(folder / "odd.ipynb", as_version=4)
    nbformat.validate(mended)
    assert mended.cells[0].outputs[0].text == "1\n2\n" and mended.cells[0].id == "a-b"
    assert (folder / "valid.ipynb").read_bytes() == before
    assert normalise_autograded(tmp_path, "ch") == []  # once mended, left alone


@SETTINGS(200)
@given(st.text(max_size=3000), st.integers(8, 2000))
def test_a_cut_text_keeps_its_limit_and_its_end(value: str, limit: int) -> None:
    from graders.normal import text

    got = text(value, limit)
    assert len(got) <= limit + 60
    if len(value) <= limit and "\x00" not in value:
        assert got == value.encode("utf-8", "replace").decode("utf-8")
    elif len(value) > limit:
        assert got.endswith(value[-min(20_000, limit // 4):].replace("\x00", "\ufffd")
                            .encode("utf-8", "replace").decode("utf-8"))
