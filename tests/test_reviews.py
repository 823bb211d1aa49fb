"""The reviews each part keeps (``reviews/``, ``scripts/reviews.py``): a part whose text changed
since its last read is listed as due, and every review on file is well formed."""

from __future__ import annotations

import json

import nbformat

from scripts import reviews


def test_a_changed_text_makes_a_part_due(tmp_path, monkeypatch):
    """A read that matches the text is not due; a changed sentence or a new part is."""
    solutions, folder = tmp_path / "solutions", tmp_path / "reviews"
    (solutions / "05_training").mkdir(parents=True)
    folder.mkdir()
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# A part"),
                                         nbformat.v4.new_code_cell("x = 1  # a demo")])
    tests = nbformat.v4.new_code_cell("assert x == 1")
    tests.metadata["nbgrader"] = {"grade": True, "solution": False, "grade_id": "t"}
    nb.cells.append(tests)
    path = solutions / "05_training" / "05a_loops.ipynb"
    nbformat.write(nb, path)
    monkeypatch.setattr(reviews, "SOLUTIONS", solutions)
    monkeypatch.setattr(reviews, "REVIEWS", folder)
    assert reviews.due() == [("05a_loops", "never read")]
    (folder / "05a_loops.md").write_text(
        "# 05a_loops\n\n## 2026-12-01, commit abcdef1\n"
        "- part: solutions/05_training/05a_loops.ipynb\n"
        f"- text: {reviews.text_hash(path)}\n- readers: a senior engineer\n- scores: prose 5\n")
    assert reviews.due() == []
    nb.cells[2].source = "assert x == 1 and True"            # a tests cell: not the text
    nbformat.write(nb, path)
    assert reviews.due() == []
    nb.cells[0].source = "# A part, reworded"
    nbformat.write(nb, path)
    assert reviews.due() == [("05a_loops", "text changed since the read of 2026-12-01")]


def test_every_review_on_file_is_well_formed():
    """Each reviews/*.md names an existing part and has a dated, hashed newest read."""
    names = {p.stem for p in reviews.parts()}
    for review in sorted(reviews.REVIEWS.glob("*.md")):
        read = reviews.latest(review)
        assert read is not None, f"{review.name}: no '## DATE, commit SHA' read"
        assert review.stem in names, f"{review.name}: no such part"
        assert {"part", "text", "readers", "scores"} <= set(read), (review.name, read)
        assert json.dumps(read)  # plain strings


def test_every_native_read_on_file_is_well_formed():
    """Each reviews/zh/*.md names an existing translation file and has a dated, hashed newest
    read with its readers and the number of sentences it marked."""
    names = {p.stem for p in reviews.TRANSLATIONS.glob("*.yaml")}
    for review in sorted(reviews.ZH_REVIEWS.glob("*.md")):
        read = reviews.latest(review)
        assert read is not None, f"{review.name}: no '## DATE, commit SHA' read"
        assert review.stem in names, f"{review.name}: no such translation"
        assert {"part", "text", "readers", "marked"} <= set(read), (review.name, read)
        assert read["marked"].split()[0].isdigit(), (review.name, read["marked"])
