"""What a learner reads: the sources are "the practitioner notes", never "the seed(s)"; the
sources are named where a learner starts; no notebook is longer than 60 cells."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from graders.course import CHAPTERS, REPO, SOLUTIONS, chapter_names, notebooks_of, read

# "the seed", "both seeds", "seed 000", "seed notes", "the seed's": the write-ups, not a random seed
JARGON = re.compile(
    r"\b(the|both|one|a|these|two|each)\s+(seed|seeds)('s|s')?\b"
    r"(?!\s*(=|\(|value|of the random|for))"
    r"|\bseed\s+(notes?|documents?|write-?ups?|0\d\d)\b|\bseeds?'\s|§", re.I)
RANDOM_OK = re.compile(r"random|manual_seed|seed_everything|generator|seed=|\bseed\)", re.I)
MAX_CELLS = 60


def jargon(text: str) -> list[str]:
    """The places in ``text`` that call the practitioner notes "seed(s)" or cite their sections."""
    hits = []
    for line in text.splitlines():
        for match in JARGON.finditer(line):
            context = line[max(0, match.start() - 40): match.end() + 40]
            if match.group(0) == "§" or not RANDOM_OK.search(context):
                hits.append(context.strip())
    return hits


def learner_files() -> list[Path]:
    notebooks = [p for ch in chapter_names() for root in (SOLUTIONS, CHAPTERS)
                 for p in notebooks_of(ch, root)]
    return [*notebooks, REPO / "START_HERE.ipynb", REPO / "README.md", REPO / "GLOSSARY.md",
            *sorted((REPO / "docs").glob("*.md"))]


def text_of(path: Path) -> str:
    if path.suffix == ".ipynb":
        return "\n".join(cell.source for cell in read(path).cells)
    return path.read_text()


def test_jargon_finder() -> None:
    """The finder itself: the write-ups called seeds are found, random seeds are not."""
    found = ["as the seed says, zero_grad goes last", "both seeds agree", "seed 001 puts it so",
             "the notes (§4.1) say", "the seeds' advice"]
    fine = ["torch.manual_seed(0) sets the seed", "pick a random seed", "the seed=0 run",
            "the practitioner notes say", "seed everything with one call: the seed value"]
    assert all(jargon(line) for line in found), [line for line in found if not jargon(line)]
    assert not any(jargon(line) for line in fine), [jargon(line) for line in fine]


@pytest.mark.parametrize("path", learner_files(), ids=lambda p: str(p.relative_to(REPO)))
def test_sources_are_the_practitioner_notes(path: Path) -> None:
    assert not jargon(text_of(path)), jargon(text_of(path))


@pytest.mark.parametrize("path", [REPO / "README.md", REPO / "START_HERE.ipynb"],
                         ids=lambda p: p.name)
def test_sources_are_named_where_learners_start(path: Path) -> None:
    text = " ".join(text_of(path).split())
    assert "Where this course comes from" in text
    assert "practitioner notes" in text and "Chinese" in text


@pytest.mark.parametrize("path", [p for ch in chapter_names() for p in notebooks_of(ch)],
                         ids=lambda p: p.name)
def test_notebooks_are_at_most_60_cells(path: Path) -> None:
    cells = len(read(path).cells)
    assert cells <= MAX_CELLS, f"{path.name} has {cells} cells: split it into parts"


def test_chapter_map_is_current() -> None:
    """The chapter maps of README.md and START_HERE.ipynb are what scripts/chapter_map.py makes
    from the notebooks (titles, parts, exercises, times, last verified lines)."""
    import importlib.util

    script = REPO / "scripts" / "chapter_map.py"
    spec = importlib.util.spec_from_file_location("chapter_map", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--check"]) == 0, "run: .venv/bin/python scripts/chapter_map.py"


SOLUTION_NOTEBOOKS = [p for ch in chapter_names() for p in notebooks_of(ch)]


@pytest.mark.parametrize("path", SOLUTION_NOTEBOOKS, ids=lambda p: p.stem)
def test_a_section_to_reread_is_a_heading(path: Path) -> None:
    """The section a failing test tells the learner to reread (a tests cell's ``SECTION_2 =
    "..."``, a ``section=`` argument) is a heading of the same notebook, as the page renders it
    (no backticks, nothing dropped)."""
    from edition import builder

    assert builder.unheaded_sections(read(path)) == []


def test_a_section_that_is_no_heading_is_caught() -> None:
    import copy

    from edition import builder

    nb = read(SOLUTIONS / "03_modules" / "03a_registration.ipynb")
    planted = copy.deepcopy(nb)
    tests = next(c for c in planted.cells if builder.is_tests_cell(c)
                 and "3. Buffers, and what .to() moves" in c.source)
    tests.source = tests.source.replace("3. Buffers, and what .to() moves",
                                        "3. Buffers, and what `.to()` moves")
    assert builder.unheaded_sections(planted) == ["3. Buffers, and what `.to()` moves"]


def test_a_chapter_takes_the_same_time_on_the_map_and_its_banner() -> None:
    """The time a page's banner gives is the chapter map's (quarter hours), in both editions:
    "约 1.4 小时" beside a map saying "1¼ 小时" gives a learner two numbers for one part."""
    from edition.builder import zh_hours
    from graders import catalogue
    from website.builder import banner

    start_zh = (REPO / "zh" / "START_HERE.ipynb").read_text(encoding="utf-8")
    for row in catalogue.rows():
        english = banner(row, "x.ipynb").source
        chinese = banner(row, "x.ipynb", chinese=True).source
        assert f"about {catalogue.hours(row['minutes'])}" in english, english
        assert f"约 {zh_hours(row['minutes'])}" in chinese, chinese
        assert f"| {zh_hours(row['minutes'])} |" in start_zh, row["path"]
    assert "尚未翻译" not in start_zh and "还没有翻译" not in start_zh
