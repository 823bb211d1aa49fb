"""A chapter part as the site shows it: executed, then poured into the student version.

``executed()`` runs the part's solution notebook, hidden tests removed, in a fresh kernel (offline,
on the CPU, at the small scale), cached in ``build/site-cache/``; ``page()`` copies its outputs
into the student version, every exercise's cells as learners get them; ``secrets()`` and
``leaks()`` check that no solution or hidden test line reaches a page.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path

import nbformat

from graders import kernels
from graders.course import CHAPTERS, REPO, read
from graders.hidden import BEGIN as HIDDEN_BEGIN
from graders.hidden import hidden_blocks, solution_blocks, strip_hidden
from website.widgets import FIGURE_WORDS_KEY, figure_alt

CACHE = REPO / "build" / "site-cache"
# The kernel's settings: offline, CPU, small scale (the Makefile's TEST_ENV), and no progress bars
# (ptp.progress: a bar recorded in the outputs is a widget frozen mid-way). MPLBACKEND is left
# unset on purpose: the kernel then draws inline, so every plot becomes an image on the page.
KERNEL_ENV = {"PTP_OFFLINE": "1", "PTP_SCALE": "small", "PTP_DEVICE": "cpu", "PTP_PROGRESS": "off"}
CELL_TIMEOUT = 300  # per cell; the slowest takes seconds (a minute on a very busy machine)
# Bump when what ``executed`` does changes: every cached notebook is then run again.
EXECUTOR_VERSION = "2"  # 2: figures carry their words (FIGURE_WORDS)
# Run by the kernel at its start (an IPython startup file): each figure the inline backend shows
# carries its words in the output's metadata (widgets.FIGURE_WORDS_KEY): the figure's titles, or
# for an untitled plot its axis labels. The page gives them to the image as its alt text
# (``describe_figures``); a notebook itself is not changed.
FIGURE_WORDS = """\
def _ptp_figure_words():
    try:
        from matplotlib_inline import backend_inline
    except ImportError:
        return
    shown = getattr(backend_inline, "_fetch_figure_metadata", None)
    if shown is None:  # another matplotlib-inline: the pages fall back to the section's name
        return

    def words(fig):
        found = []
        title = getattr(fig, "_suptitle", None)
        if title is not None and title.get_text().strip():
            found.append(title.get_text().strip())
        for ax in fig.axes:
            said = " ".join(t.strip() for t in (ax.get_title("left"), ax.get_title(),
                                                 ax.get_title("right")) if t.strip())
            if not said:
                x, y = ax.get_xlabel().strip(), ax.get_ylabel().strip()
                said = f"{y} against {x}" if x and y else x or y
            if said and said not in found:
                found.append(said)
        return " ".join("; ".join(found).replace("$", "").split())[:300]

    def with_words(fig):
        meta = shown(fig) or {}
        try:
            said = words(fig)
        except Exception:
            said = ""
        return {**meta, "__KEY__": said} if said else (meta or None)

    backend_inline._fetch_figure_metadata = with_words


_ptp_figure_words()
del _ptp_figure_words
""".replace("__KEY__", FIGURE_WORDS_KEY)


# ----------------------------------------------------------------------------- execution
def without_hidden_tests(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """A copy of ``nb`` whose cells have their hidden tests blocks replaced by a note."""
    nb = copy.deepcopy(nb)
    for cell in nb.cells:
        if HIDDEN_BEGIN in cell.source:
            cell.source = strip_hidden(cell.source)[0]
    return nb


def _digest(parts: Iterable[bytes]) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(hashlib.sha256(part).digest())
    return h.hexdigest()


def environment_key() -> str:
    """What every notebook's outputs depend on besides the notebook: the helper package (code
    and data sample), the pinned packages, the kernel's settings and this executor."""
    files = sorted(p for p in (REPO / "ptp").rglob("*")
                   if p.is_file() and "__pycache__" not in p.parts)
    parts = [str(p.relative_to(REPO)).encode() + b"\0" + p.read_bytes() for p in files]
    parts += [(REPO / "requirements.txt").read_bytes(),
              json.dumps([KERNEL_ENV, EXECUTOR_VERSION, sys.version], sort_keys=True).encode()]
    return _digest(parts)


def notebook_key(nb: nbformat.NotebookNode, env_key: str) -> str:
    """The cache key of one notebook: its code and text (not its outputs) and the environment."""
    cells = [[c.cell_type, c.source] for c in nb.cells]
    return _digest([json.dumps(cells).encode(), env_key.encode()])[:20]


def kernel_env() -> dict[str, str]:
    env = {**os.environ, **KERNEL_ENV}
    env.pop("MPLBACKEND", None)
    # nbgrader's and Jupyter's own warnings are not the course's: keep them off the pages.
    env.pop("PYTHONWARNINGS", None)
    return env


def execute(nb: nbformat.NotebookNode, cwd: Path,
            timeout: int = CELL_TIMEOUT) -> nbformat.NotebookNode:
    """Run ``nb`` top to bottom in a fresh kernel of this Python, in ``cwd``, with the course's
    offline CPU settings; return the executed copy. A cell that raises raises
    ``nbclient.exceptions.CellExecutionError`` here (nothing is allowed to fail)."""
    import nbclient
    from traitlets.config import Config

    nb = copy.deepcopy(nb)
    # Kernel and client talk over Unix sockets in a folder of their own: no TCP port to pick,
    # so no race with the other kernels a busy machine starts at the same time.
    # The kernel's own messages (PyTorch's profiler and device probes log to stderr) go to a
    # file, shown only when the notebook fails.
    with tempfile.TemporaryDirectory(prefix="ptp-kernel-") as folder:
        config = Config({"KernelManager": {"transport": "ipc", "ip": f"{folder}/kernel",
                                           **kernels.CONFIG["KernelManager"]}})
        client = nbclient.NotebookClient(nb, timeout=timeout, kernel_name="python3",
                                         allow_errors=False, store_widget_state=True,
                                         resources={"metadata": {"path": str(cwd)}},
                                         config=config)
        log = Path(folder) / "kernel.log"
        startup = Path(folder) / "ipython" / "profile_default" / "startup"
        startup.mkdir(parents=True)
        (startup / "00-ptp-figure-words.py").write_text(FIGURE_WORDS)
        with log.open("w") as sink:
            try:
                client.execute(env={**kernel_env(), "IPYTHONDIR": str(startup.parents[1])},
                               stdout=sink, stderr=sink)
            except Exception:
                print(f"the kernel's log:\n{log.read_text()[-3000:]}", file=sys.stderr)
                raise
    return nb


def executed(path: Path, cache: Path | None = CACHE, env_key: str | None = None,
             log: Callable[[str], None] = print, run: bool = True,
             edition: str = "") -> nbformat.NotebookNode:
    """The solution notebook at ``path``, hidden tests removed, executed (or from ``cache``).
    With ``run=False`` a notebook missing from the cache comes back without outputs.
    ``edition`` (``zh``) keeps a translation's cache entry apart from its English twin's."""
    nb = without_hidden_tests(read(path))
    key = notebook_key(nb, env_key or environment_key())
    name = f"{path.parent.name}__{path.stem}" + (f"__{edition}" if edition else "")
    cached = cache / f"{name}.{key}.ipynb" if cache else None
    shown = path.relative_to(REPO) if path.is_relative_to(REPO) else path
    if cached and cached.exists():
        log(f"  {shown}: outputs from the cache")
        return read(cached)
    if not run:
        log(f"  {shown}: not executed (no outputs on its page)")
        return nb
    start = time.perf_counter()
    result = execute(nb, path.parent)
    log(f"  {shown}: executed in {time.perf_counter() - start:.1f} s")
    if cached:
        cache.mkdir(parents=True, exist_ok=True)
        for old in cache.glob(f"{name}.*.ipynb"):
            old.unlink(missing_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=cache, suffix=".tmp", delete=False) as tmp:
            nbformat.write(result, tmp)
        os.replace(tmp.name, cached)
    return result


# ----------------------------------------------------------------------------- the page
def is_exercise_cell(cell: nbformat.NotebookNode) -> bool:
    """A solution cell or a tests cell of an exercise (nbgrader's ``solution`` or ``grade``)."""
    meta = cell.metadata.get("nbgrader", {})
    return bool(meta.get("solution") or meta.get("grade"))


def is_tests_cell(cell: nbformat.NotebookNode) -> bool:
    """An exercise's tests cell (graded, not a solution)."""
    meta = cell.metadata.get("nbgrader", {})
    return cell.cell_type == "code" and bool(meta.get("grade")) and not meta.get("solution")


def student_path(solution: Path) -> Path:
    return CHAPTERS / solution.parent.name / solution.name


def page(solution: Path, executed_nb: nbformat.NotebookNode,
         student: nbformat.NotebookNode | None = None) -> nbformat.NotebookNode:
    """The student version of ``solution`` with the outputs of ``executed_nb`` in every cell
    that is not an exercise's. Fails when the student version is out of date (``make
    chapters``)."""
    student = copy.deepcopy(student if student is not None else read(student_path(solution)))
    def shown(path: Path) -> Path:
        return path.relative_to(REPO) if path.is_relative_to(REPO) else path

    stale = RuntimeError(f"the student version of {shown(solution)} is out of date: run `make "
                         "chapters` (or, for the Chinese edition, python -m edition build)")
    if len(student.cells) != len(executed_nb.cells):
        raise stale
    for cell, ran in zip(student.cells, executed_nb.cells, strict=True):
        if is_exercise_cell(cell) != is_exercise_cell(ran) or cell.cell_type != ran.cell_type:
            raise stale
        if is_exercise_cell(cell):
            if cell.cell_type == "code":
                cell.outputs, cell.execution_count = [], None
            if is_tests_cell(cell):  # folded on the page: a click shows what the tests check
                tags = cell.metadata.setdefault("tags", [])
                if "hide-input" not in tags:
                    tags.append("hide-input")
            continue
        if cell.source != ran.source:
            raise stale
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = adjacent_streams_merged(ran.outputs), \
                ran.execution_count
    widgets = executed_nb.metadata.get("widgets")
    if widgets:
        student.metadata["widgets"] = copy.deepcopy(widgets)
    return student


def adjacent_streams_merged(outputs: list) -> list:
    """``outputs`` with each run of consecutive stream outputs of one name (stdout, stderr)
    made one, in place: the lines a cell prints before its plot stay above it and the lines it
    prints after, below (MyST-NB's ``nb_merge_streams`` gathers every stream of a cell at its
    first one, above a plot that came between: read n found 11a's margins printed "under the
    plot" shown over it)."""
    def text(out) -> str:
        value = out.get("text", "")
        return value if isinstance(value, str) else "".join(value)

    merged: list = []
    for out in outputs:
        last = merged[-1] if merged else None
        if (out.get("output_type") == "stream" and last is not None
                and last.get("output_type") == "stream" and last.get("name") == out.get("name")):
            last["text"] = text(last) + text(out)
            continue
        merged.append(copy.deepcopy(out))
    return merged


HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*$", re.M)


def describe_figures(nb: nbformat.NotebookNode, chinese: bool = False) -> int:
    """Give every code cell that shows a figure the alt text of its images (MyST-NB's cell
    metadata ``mystnb.image.alt``; else Sphinx writes the image's hashed file name): the
    figures' words the kernel recorded (``FIGURE_WORDS``), or, failing those, the section the
    figure is in. Returns how many cells got one."""
    section, count = "", 0
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            headings = HEADING.findall(cell.source)
            section = re.sub(r"[*`]|\[([^]]*)\]\([^)]*\)", r"\1", headings[-1]) \
                if headings else section
            continue
        figures = [o for o in cell.get("outputs", []) if "image/png" in o.get("data", {})]
        if not figures:
            continue
        said = list(dict.fromkeys(w for o in figures
                                  if (w := o.get("metadata", {}).get(FIGURE_WORDS_KEY))))
        fallback = (f"本节的图：{section}" if chinese else f"A figure of the section {section}") \
            if section else ("图" if chinese else "A figure")
        alt = figure_alt(" / ".join(said), chinese, fallback)
        cell.metadata.setdefault("mystnb", {}).setdefault("image", {})["alt"] = alt
        count += 1
    return count


def machine_paths() -> list[tuple[str, str]]:
    """The folders of the machine that builds the site, longest first, each with what a page
    shows instead: the kernel's virtual environment (as named and as resolved), the course's
    folder, the temporary folder and the home folder. A page shows where things are relative
    to these (``<venv>/bin/python``, ``$TMPDIR/ipykernel_1234/…``), never this machine's own
    paths."""
    import tempfile

    pairs = {}
    for folder, shown in ((Path(sys.prefix), "<venv>"), (REPO, "<course>"),
                          (Path(tempfile.gettempdir()), "$TMPDIR"), (Path.home(), "~")):
        for variant in {str(folder), os.path.realpath(folder)}:
            if variant not in ("/", "") and variant not in pairs:
                pairs[variant] = shown
    return sorted(pairs.items(), key=lambda pair: -len(pair[0]))


def without_machine_paths(nb: nbformat.NotebookNode) -> int:
    """Replace the build machine's folders (``machine_paths``) in ``nb``'s outputs (streams,
    text, HTML, errors) by their neutral names; returns how many outputs changed."""
    pairs = machine_paths()

    def neutral(text: str) -> str:
        for folder, shown in pairs:
            text = text.replace(folder + "/", shown + "/").replace(folder + ";", shown + ";")
        return text

    changed = 0
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            before = json.dumps(out, sort_keys=True)
            if "text" in out:
                out["text"] = neutral(out["text"])
            for key, value in out.get("data", {}).items():
                if key.startswith("text/") and isinstance(value, str):
                    out["data"][key] = neutral(value)
            if "evalue" in out:
                out["evalue"] = neutral(out["evalue"])
                out["traceback"] = [neutral(line) for line in out.get("traceback", [])]
            changed += before != json.dumps(out, sort_keys=True)
    return changed


def secrets(solution_nb: nbformat.NotebookNode, student_nb: nbformat.NotebookNode) -> list[str]:
    """The lines that must never reach a page: every line of a solution block or a hidden tests
    block that appears nowhere in the student version (``model.eval()`` is in the demos too),
    whitespace collapsed."""
    shown = " ".join(" ".join(c.source.split()) for c in student_nb.cells)
    found: set[str] = set()
    for cell in solution_nb.cells:
        for block in solution_blocks(cell.source) + hidden_blocks(cell.source):
            for line in block.splitlines():
                line = " ".join(line.split())
                if len(line) >= 12 and line not in shown:
                    found.add(line)
    return sorted(found)


def notebook_text(nb: nbformat.NotebookNode) -> str:
    """Everything a notebook shows: sources, outputs (text, HTML, error text) and widget state."""
    parts = []
    for cell in nb.cells:
        parts.append(cell.source)
        for out in cell.get("outputs", []):
            parts.append(out.get("text", ""))
            parts += [str(v) for k, v in out.get("data", {}).items() if k.startswith("text/")]
            parts += [out.get("evalue", ""), "\n".join(out.get("traceback", []))]
    parts.append(json.dumps(nb.metadata.get("widgets", {})))
    return "\n".join(parts)


def leaks(text: str, lines: list[str]) -> list[str]:
    """The ``lines`` (see ``secrets``) that occur in ``text``, whitespace collapsed."""
    flat = " ".join(text.split())
    return [line for line in lines if line in flat]
