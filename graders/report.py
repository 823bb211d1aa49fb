"""The class report: what a chapter's autograding says about the class and about the tests.

``python -m graders.instructor report CHAPTER`` writes one self-contained HTML page (plots inline
as base64 PNG, no script, no external font or style sheet: it opens offline and can be mailed)
and the same numbers as CSV beside it. It reads nbgrader's gradebook (SQLite or PostgreSQL, the
URL of the course's ``nbgrader_config.py``) through nbgrader's own ORM, the autograded notebooks
(``autograded/<student>/<chapter>/``) for the mistakes the tests named, and
``grading_reports/<chapter>/`` for the submissions whose grading went wrong. It shows:

- the score distribution, and per exercise (tests cell) its mean and full-marks rate;
- per tests cell its **difficulty** (share of full marks) and **discrimination** (Pearson
  correlation of the cell's score with the rest of the chapter's score, the "corrected item-total
  correlation"), flagged when too easy (> 95 % full marks), too hard (< 20 %) or when it
  discriminates negatively (< 0: students who do well elsewhere fail it; usually a broken test);
- the diagnoses the class received (the ``[label]`` of each failed tests cell,
  ``graders.feedback.diagnoses``), counted and ranked, with the section each points to;
- the submissions that could not be graded cleanly (timeouts, crashes, limits, invalid
  notebooks, restored cells, renamed or missing files) and why;
- the students who lost most, and those far below their own other chapters.

``report --all`` is the course view (one row per chapter). ``export_canvas`` and ``export_long``
write what learning platforms import (docs/instructors.md, "Exports for learning platforms").
"""

from __future__ import annotations

import base64
import csv
import html
import io
import json
import math
import os
import re
import statistics
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from graders.autograde import read_reports
from graders.feedback import Diagnosis, diagnoses

TOO_EASY = 0.95  # share of full marks above which a tests cell separates nobody
TOO_HARD = 0.20  # share of full marks below which it is probably unreachable
DROP_POINTS = 25.0  # percentage points below a student's own other chapters worth a look
LOST_MOST = 10  # students listed as having lost most
SECTION = re.compile(r'(?:\(reread: "([^"]+)"\)|（重读：“([^”]+)”）)\s*$')  # either edition


# ---------------------------------------------------------------- reading the gradebook


def gradebook_url(course: Path) -> tuple[str, str]:
    """The gradebook URL and course id of ``course`` (its ``nbgrader_config.py``, nbgrader's
    defaults otherwise: ``sqlite:///<course>/gradebook.db``)."""
    from traitlets.config.loader import ConfigFileNotFound, PyFileConfigLoader

    course = Path(course).resolve()
    try:
        config = PyFileConfigLoader("nbgrader_config.py", path=str(course)).load_config()
    except ConfigFileNotFound:
        config = None
    directory = config.CourseDirectory if config is not None else {}
    root = Path(directory.get("root") or course)
    url = directory.get("db_url") or f"sqlite:///{root / 'gradebook.db'}"
    return str(url), str(directory.get("course_id") or "default_course")


@dataclass
class Student:
    id: str
    first_name: str | None = None
    last_name: str | None = None
    lms_user_id: str | None = None

    @property
    def name(self) -> str:
        if self.last_name or self.first_name:
            return ", ".join(n for n in (self.last_name, self.first_name) if n)
        return self.id


@dataclass
class Gradebook:
    """Everything the reports need from nbgrader's gradebook, read in three queries.

    ``cells[chapter]``: (notebook, grade id, max score) of every autograded cell, in order;
    ``scores[chapter][student][cell key]``: the score of each submitted cell.
    """

    students: dict[str, Student]
    chapters: list[str]
    cells: dict[str, list[tuple[str, str, float]]]
    scores: dict[str, dict[str, dict[str, float]]]

    def cell_key(self, chapter: str, notebook: str, grade_id: str) -> str:
        """A cell's name in the report: its grade id, prefixed by its notebook only where a
        chapter has several."""
        several = len({nb for nb, _, _ in self.cells.get(chapter, [])}) > 1
        return f"{notebook}:{grade_id}" if several else grade_id

    def totals(self, chapter: str) -> dict[str, float]:
        return {s: sum(cells.values()) for s, cells in self.scores.get(chapter, {}).items()}

    def max_total(self, chapter: str) -> float:
        return sum(m for _, _, m in self.cells.get(chapter, []))


def alembic_on_path() -> None:
    """nbgrader runs ``alembic`` by name when it opens a new database: this Python's first."""
    scripts = str(Path(sys.executable).parent)
    if scripts not in os.environ.get("PATH", "").split(os.pathsep):
        os.environ["PATH"] = os.pathsep.join([scripts, os.environ.get("PATH", "")])


def _natural(text: str) -> list:
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", text)]


def read_gradebook(db_url: str, course_id: str = "default_course") -> Gradebook:
    """Read students, chapters, autograded cells and every submitted score (nbgrader's ORM)."""
    from nbgrader import api

    if db_url.startswith("sqlite:///") and not Path(db_url.removeprefix("sqlite:///")).exists():
        raise SystemExit(f"no gradebook at {db_url} (release and autograde a chapter first)")
    alembic_on_path()

    with api.Gradebook(db_url, course_id=course_id) as gb:
        db = gb.db
        students = {s.id: Student(s.id, s.first_name, s.last_name, s.lms_user_id)
                    for s in db.query(api.Student)}
        chapters = sorted((a.name for a in db.query(api.Assignment)), key=_natural)
        cells: dict[str, list[tuple[str, str, float]]] = defaultdict(list)
        for chapter, notebook, name, max_score in (
                db.query(api.Assignment.name, api.Notebook.name, api.GradeCell.name,
                         api.GradeCell.max_score)
                .join(api.Notebook, api.Notebook.assignment_id == api.Assignment.id)
                .join(api.GradeCell, api.GradeCell.notebook_id == api.Notebook.id)):
            cells[chapter].append((notebook, name, float(max_score)))
        for chapter in cells:
            cells[chapter].sort(key=lambda c: (_natural(c[0]), _natural(c[1])))
        book = Gradebook(students, chapters, dict(cells), {})
        for chapter, student, notebook, name, score in (
                db.query(api.Assignment.name, api.SubmittedAssignment.student_id,
                         api.Notebook.name, api.GradeCell.name, api.Grade.score)
                .join(api.SubmittedNotebook, api.Grade.notebook_id == api.SubmittedNotebook.id)
                .join(api.SubmittedAssignment,
                      api.SubmittedNotebook.assignment_id == api.SubmittedAssignment.id)
                .join(api.Assignment, api.SubmittedAssignment.assignment_id == api.Assignment.id)
                .join(api.GradeCell, api.Grade.cell_id == api.GradeCell.id)
                .join(api.Notebook, api.GradeCell.notebook_id == api.Notebook.id)):
            key = book.cell_key(chapter, notebook, name)
            book.scores.setdefault(chapter, {}).setdefault(student, {})[key] = float(score or 0)
    return book


def read_diagnoses(course: Path, chapter: str, students: Iterable[str],
                   book: Gradebook) -> dict[str, dict[str, Diagnosis]]:
    """Per student, the failed tests cells of their autograded notebooks (by cell key)."""
    found: dict[str, dict[str, Diagnosis]] = {}
    for student in students:
        folder = Path(course) / "autograded" / student / chapter
        found[student] = {}
        for path in sorted(folder.glob("*.ipynb")):
            try:  # no schema validation (200 of them must be quick): diagnoses normalises
                nb = json.loads(path.read_bytes())
            except (OSError, ValueError, RecursionError):
                continue
            for gid, diagnosis in diagnoses(nb).items():
                found[student][book.cell_key(chapter, path.stem, gid)] = diagnosis
    return found


# ---------------------------------------------------------------- the numbers


def pearson(xs: list[float], ys: list[float]) -> float | None:
    """Pearson's r, or None where either side does not vary."""
    n = len(xs)
    if n < 3:
        return None
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    if sxx <= 1e-12 or syy <= 1e-12:
        return None
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / math.sqrt(sxx * syy)


@dataclass
class CellStats:
    key: str
    max_score: float
    mean: float  # mean points
    full_marks: float  # share of submissions with full marks (the difficulty index)
    discrimination: float | None  # r(cell score, rest of the chapter's score)
    flags: list[str] = field(default_factory=list)


@dataclass
class DiagnosisCount:
    cell: str
    label: str | None  # None: a failure no test named (an error, an unanswered exercise)
    count: int
    section: str | None
    example: str
    students: list[str]


@dataclass
class GradingProblem:
    student: str
    kind: str
    text: str


@dataclass
class ChapterReport:
    chapter: str
    n: int  # submissions
    max_total: float
    totals: dict[str, float]
    cells: list[CellStats]
    diagnoses: list[DiagnosisCount]
    problems: list[GradingProblem]
    lost_most: list[tuple[str, float, list[str]]]  # student, points lost, cells lost
    drops: list[tuple[str, float, float]]  # student, % here, mean % on their other chapters
    not_submitted: list[str]

    @property
    def percents(self) -> list[float]:
        m = self.max_total or 1.0
        return [100.0 * t / m for t in self.totals.values()]


PROBLEM_KINDS = [  # what graders.autograde and graders.instructor.collect write, by phrase
    ("flagged for review", "Flagged for review"),
    ("timeout", "ran longer than"), ("memory limit", "more memory than"),
    ("process limit", "more than"), ("kernel crash", "kernel running your notebook died"),
    ("invalid notebook", "is not a valid notebook"), ("restored cells", "were put back"),
    ("missing notebook", "No notebook"), ("ambiguous files", "several files"),
    ("renamed file", "was graded as"), ("grader error", "nbgrader could not grade"),
]


def problem_kind(text: str) -> str:
    return next((kind for kind, phrase in PROBLEM_KINDS if phrase in text), "other")


def cell_stats(key: str, max_score: float, scores: dict[str, dict[str, float]],
               totals: dict[str, float]) -> CellStats:
    students = list(scores)
    mine = [scores[s].get(key, 0.0) for s in students]
    rest = [totals[s] - x for s, x in zip(students, mine, strict=True)]
    n = len(students) or 1
    full = sum(x >= max_score - 1e-9 for x in mine) / n
    r = pearson(mine, rest)
    flags = []
    if full > TOO_EASY:
        flags.append("too easy")
    if full < TOO_HARD:
        flags.append("too hard")
    if r is not None and r < 0:
        flags.append("negative discrimination")
    return CellStats(key, max_score, sum(mine) / n, full, r, flags)


def chapter_report(course: Path, chapter: str, book: Gradebook) -> ChapterReport:
    scores = book.scores.get(chapter, {})
    totals = book.totals(chapter)
    keys = [(book.cell_key(chapter, nb, gid), m) for nb, gid, m in book.cells.get(chapter, [])]
    cells = [cell_stats(k, m, scores, totals) for k, m in keys]

    found = read_diagnoses(course, chapter, scores, book)
    groups: dict[tuple[str, str | None, str], list[tuple[str, Diagnosis]]] = defaultdict(list)
    for student, per_cell in found.items():
        for key, d in per_cell.items():
            what = d.label or d.message.split(":", 1)[0]  # unlabelled: grouped by error type
            groups[(key, d.label, what)].append((student, d))
    order = {k: i for i, (k, _) in enumerate(keys)}
    counted = []
    for (key, label, _), hits in groups.items():
        sections = Counter(m.group(1) or m.group(2) for _, d in hits
                           if (m := SECTION.search(d.message)))
        counted.append(DiagnosisCount(key, label, len(hits),
                                      sections.most_common(1)[0][0] if sections else None,
                                      hits[0][1].message, sorted(s for s, _ in hits)))
    counted.sort(key=lambda d: (-d.count, d.label is None, order.get(d.cell, 0), d.label or ""))

    problems = [GradingProblem(student, problem_kind(text), text)
                for student, report in read_reports(course, chapter).items()
                for text in report.get("problems", [])]

    max_total = book.max_total(chapter)
    lost = sorted(((s, max_total - t) for s, t in totals.items()), key=lambda x: (-x[1], x[0]))
    lost_most = [(s, pts, [k for k, m in keys if scores[s].get(k, 0.0) < m - 1e-9])
                 for s, pts in lost[:LOST_MOST] if pts > 0]

    drops = []
    elsewhere = {c: (book.totals(c), book.max_total(c) or 1.0)
                 for c in book.chapters if c != chapter and book.scores.get(c)}
    for student, total in totals.items():
        others = [100.0 * t[student] / m for t, m in elsewhere.values() if student in t]
        here = 100.0 * total / (max_total or 1.0)
        if others and statistics.mean(others) - here >= DROP_POINTS:
            drops.append((student, here, statistics.mean(others)))
    drops.sort(key=lambda d: d[1] - d[2])
    missing = sorted(set(book.students) - set(scores))
    return ChapterReport(chapter, len(scores), max_total, totals, cells, counted, problems,
                         lost_most, drops, missing)


# ---------------------------------------------------------------- the page


def _png(fig) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100)
    return ('<img alt="plot" src="data:image/png;base64,'
            + base64.b64encode(buf.getvalue()).decode() + '">')


def _figure(width: float, height: float):
    """A matplotlib figure drawn by Agg, without pyplot (no GUI backend, a second less)."""
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), layout="constrained")


def plots(report: ChapterReport) -> list[str]:
    fig = _figure(6, 3)
    ax = fig.subplots()
    ax.hist(report.percents, bins=[i * 5 for i in range(21)], color="#3b6ea5",
            edgecolor="white")
    ax.set_xlabel("score (% of the chapter's points)")
    ax.set_ylabel("submissions")
    ax.set_title(f"{report.chapter}: score distribution (n = {report.n})")
    out = [_png(fig)]
    if report.cells:
        fig = _figure(6, 0.35 * len(report.cells) + 1)
        ax = fig.subplots()
        names = [c.key for c in report.cells][::-1]
        rates = [100 * c.full_marks for c in report.cells][::-1]
        colors = ["#c33" if c.flags else "#3b6ea5" for c in report.cells][::-1]
        ax.barh(names, rates, color=colors)
        for x in (100 * TOO_HARD, 100 * TOO_EASY):
            ax.axvline(x, color="grey", linestyle="--", linewidth=1)
        ax.set_xlim(0, 100)
        ax.set_xlabel("full marks (% of submissions); red: flagged")
        out.append(_png(fig))
    return out


STYLE = """body { font-family: sans-serif; max-width: 62em; margin: 2em auto; padding: 0 1em;
color: #222; } table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
td.n { text-align: right; font-variant-numeric: tabular-nums; } .flag { color: #b00; }
.note { color: #555; font-size: 0.9em; } img { max-width: 100%; }"""


def _table(head: list[str], rows: list[list[str]], numeric: set[int] | None = None) -> str:
    numeric = numeric or set()
    th = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f'<td class="n">{c}</td>' if i in numeric else f"<td>{c}</td>"
                                    for i, c in enumerate(row)) + "</tr>" for row in rows)
    return f"<table><tr>{th}</tr>{body}</table>" if rows else "<p>None.</p>"


def _page(title: str, body: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f"<title>{html.escape(title)}</title><style>{STYLE}</style></head>"
            f"<body><h1>{html.escape(title)}</h1>{body}</body></html>\n")


def _r(value: float | None) -> str:
    return "n/a" if value is None else f"{value:+.2f}"


def render_chapter(report: ChapterReport) -> str:
    e = html.escape
    pct = report.percents
    summary = (f"<p>{report.n} submissions graded, {report.max_total:g} points. Mean "
               f"{statistics.mean(pct) if pct else 0:.1f} %, median "
               f"{statistics.median(pct) if pct else 0:.1f} %, full marks "
               f"{sum(p >= 100 - 1e-9 for p in pct)}. "
               f"{len(report.problems)} grading problems in "
               f"{len({p.student for p in report.problems})} submissions. No submission: "
               f"{len(report.not_submitted)} students of the gradebook.</p>")
    parts = [summary, *plots(report)]
    parts.append("<h2>Exercises: difficulty and discrimination</h2><p class='note'>Full marks: "
                 "the share of submissions with all the cell's points (flagged above "
                 f"{TOO_EASY:.0%} or below {TOO_HARD:.0%}). Discrimination: the correlation of "
                 "the cell's score with the rest of the chapter's score (flagged below 0: those "
                 "who do well elsewhere fail it, the mark of a broken test; n/a where nobody "
                 "or everybody passes).</p>")
    parts.append(_table(
        ["tests cell", "points", "mean", "full marks", "discrimination", "flags"],
        [[e(c.key), f"{c.max_score:g}", f"{c.mean:.2f}", f"{100 * c.full_marks:.0f} %",
          _r(c.discrimination), f"<span class='flag'>{e(', '.join(c.flags))}</span>"]
         for c in report.cells], {1, 2, 3, 4}))
    parts.append("<h2>Diagnoses the class received</h2><p class='note'>The mistake each failed "
                 "tests cell named (its <code>[label]</code>), ranked; failures no test named "
                 "are grouped by error (an unanswered exercise shows as NotImplementedError).</p>")
    parts.append(_table(
        ["count", "tests cell", "diagnosis", "section to reread", "example message"],
        [[str(d.count), e(d.cell), e(f"[{d.label}]" if d.label else "(unnamed) "
                                     + d.example.split(":", 1)[0]),
          e(d.section or ""), e(d.example[:240])] for d in report.diagnoses], {0}))
    parts.append("<h2>Submissions not graded cleanly</h2>")
    parts.append(_table(["student", "what", "reason"],
                        [[e(p.student), e(p.kind), e(p.text)] for p in report.problems]))
    parts.append("<h2>Students who lost most</h2>")
    parts.append(_table(["student", "points lost", "cells not at full marks"],
                        [[e(s), f"{pts:g}", e(", ".join(cells))]
                         for s, pts, cells in report.lost_most], {1}))
    parts.append(f"<h2>Far below their other chapters</h2><p class='note'>At least "
                 f"{DROP_POINTS:g} percentage points below the student's own mean on the other "
                 "graded chapters.</p>")
    parts.append(_table(["student", "this chapter", "their other chapters"],
                        [[e(s), f"{here:.0f} %", f"{other:.0f} %"]
                         for s, here, other in report.drops], {1, 2}))
    return _page(f"Class report: {report.chapter}", "".join(parts))


def chapter_rows(report: ChapterReport) -> list[list[str]]:
    """The report's numbers, one (table, item, measure, value) row each."""
    rows = [["summary", report.chapter, "submissions", str(report.n)],
            ["summary", report.chapter, "max_points", f"{report.max_total:g}"]]
    pct = report.percents
    if pct:
        rows += [["summary", report.chapter, "mean_percent", f"{statistics.mean(pct):.2f}"],
                 ["summary", report.chapter, "median_percent", f"{statistics.median(pct):.2f}"]]
    for c in report.cells:
        rows += [["cell", c.key, "max_score", f"{c.max_score:g}"],
                 ["cell", c.key, "mean", f"{c.mean:.4f}"],
                 ["cell", c.key, "full_marks", f"{c.full_marks:.4f}"],
                 ["cell", c.key, "discrimination",
                  "" if c.discrimination is None else f"{c.discrimination:.4f}"],
                 ["cell", c.key, "flags", ";".join(c.flags)]]
    for d in report.diagnoses:
        rows.append(["diagnosis", f"{d.cell}:{d.label or '(unnamed) ' + d.example.split(':')[0]}",
                     "count", str(d.count)])
    for p in report.problems:
        rows.append(["grading_problem", p.student, p.kind, p.text])
    for student, total in sorted(report.totals.items()):
        rows.append(["student", student, "points", f"{total:g}"])
    for student, here, other in report.drops:
        rows.append(["drop", student, "percent_here_vs_other", f"{here:.1f};{other:.1f}"])
    return rows


def write_csv(path: Path, head: list[str], rows: list[list[str]]) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(head)
        writer.writerows(rows)


def write_chapter_report(course: Path, chapter: str, to: Path,
                         book: Gradebook | None = None) -> ChapterReport:
    """Write ``to`` (HTML) and the same numbers beside it (``to`` with ``.csv``)."""
    if book is None:
        book = read_gradebook(*gradebook_url(course))
    if chapter not in book.chapters:
        raise SystemExit(f"{chapter} is not in the gradebook (release it first)")
    report = chapter_report(course, chapter, book)
    to = Path(to)
    to.parent.mkdir(parents=True, exist_ok=True)
    to.write_text(render_chapter(report), encoding="utf-8")
    write_csv(to.with_suffix(".csv"), ["table", "item", "measure", "value"], chapter_rows(report))
    return report


# ---------------------------------------------------------------- the course view


def write_course_report(course: Path, to: Path, book: Gradebook | None = None
                        ) -> list[ChapterReport]:
    """One row per chapter with submissions: the course page and its CSV."""
    if book is None:
        book = read_gradebook(*gradebook_url(course))
    reports = [chapter_report(course, c, book) for c in book.chapters if book.scores.get(c)]
    head = ["chapter", "submissions", "points", "mean %", "median %", "full marks",
            "flagged cells", "most frequent diagnosis", "grading problems", "far below own"]
    rows = []
    for r in reports:
        pct = r.percents
        top = next((d for d in r.diagnoses if d.label), None)
        rows.append([r.chapter, str(r.n), f"{r.max_total:g}", f"{statistics.mean(pct):.1f}",
                     f"{statistics.median(pct):.1f}", str(sum(p >= 100 - 1e-9 for p in pct)),
                     "; ".join(f"{c.key} ({', '.join(c.flags)})" for c in r.cells if c.flags),
                     f"[{top.label}] x{top.count} in {top.cell}" if top else "",
                     str(len(r.problems)), str(len(r.drops))])
    body = [f"<p>{len(reports)} chapters graded, {len(book.students)} students in the "
            "gradebook. Each chapter's own page: <code>python -m graders.instructor report "
            "CHAPTER</code>.</p>"]
    if reports:
        fig = _figure(6, 3)
        ax = fig.subplots()
        ax.bar([r.chapter for r in reports],
               [statistics.mean(r.percents) for r in reports], color="#3b6ea5")
        ax.set_ylim(0, 100)
        ax.set_ylabel("mean score (%)")
        ax.tick_params(axis="x", labelrotation=45)
        body.append(_png(fig))
    body.append(_table(head, [[html.escape(c) for c in row] for row in rows],
                       {1, 2, 3, 4, 5, 8, 9}))
    to = Path(to)
    to.parent.mkdir(parents=True, exist_ok=True)
    to.write_text(_page("Class report: the course", "".join(body)), encoding="utf-8")
    write_csv(to.with_suffix(".csv"), head, rows)
    return reports


# ---------------------------------------------------------------- exports for platforms

CANVAS_HEAD = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]


def export_canvas(book: Gradebook, to: Path, canvas_ids: dict[str, str] | None = None) -> None:
    """Canvas's gradebook import layout: Student ("Last, First"), ID (Canvas's user id, nbgrader's
    ``lms_user_id``), SIS User ID, SIS Login ID (the nbgrader student id), Section, then one
    column per chapter, ``name (canvas assignment id)``, or just ``name`` (Canvas then creates
    the assignment), a "Points Possible" row first. No submission: an empty cell (Canvas leaves
    it as it is)."""
    canvas_ids = canvas_ids or {}
    chapters = [c for c in book.chapters if book.scores.get(c)]
    head = CANVAS_HEAD + [f"{c} ({canvas_ids[c]})" if c in canvas_ids else c for c in chapters]
    rows = [["    Points Possible", "", "", "", ""]
            + [f"{book.max_total(c):g}" for c in chapters]]
    totals = {c: book.totals(c) for c in chapters}
    for sid in sorted(book.students):
        s = book.students[sid]
        rows.append([s.name, s.lms_user_id or "", "", s.id, ""]
                    + [f"{totals[c][sid]:g}" if sid in totals[c] else "" for c in chapters])
    write_csv(Path(to), head, rows)


def export_long(book: Gradebook, to: Path) -> None:
    """One row per student and graded chapter: student, chapter, score, max."""
    rows = [[sid, c, f"{total:g}", f"{book.max_total(c):g}"]
            for c in book.chapters for sid, total in sorted(book.totals(c).items())]
    write_csv(Path(to), ["student", "chapter", "score", "max"], rows)
