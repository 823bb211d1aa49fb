"""The course as a static website: ``make site`` (``python -m graders.website``) -> build/site/.

How a chapter part becomes a page:

1. ``executed()`` runs the part's **solution** notebook, hidden tests removed, in a fresh kernel
   offline on the CPU at the small scale (``KERNEL_ENV``), with nbclient. A cell that raises
   stops the build. Results are cached in ``build/site-cache/`` under a hash of everything that
   can change them (the notebook, ``ptp/``, ``requirements.txt``, the settings), so a rebuild
   re-runs only the notebooks that changed.
2. ``page()`` starts from the **student** version (``chapters/``, what ``make chapters`` made) and
   copies in the outputs of every cell that is not part of an exercise. An exercise's solution cell
   and tests cell stay exactly as learners get them, without outputs: the page carries no solution
   text and no hidden test by construction, and ``leaks()`` checks it again before anything is
   written.
3. ``snapshot_widgets()`` turns each widget (sliders, menus, progress bars, what ``interact``
   printed or drew) into static HTML from the state nbclient recorded, so widgets show their
   starting values and outputs on a page that loads no script from the network.
4. ``stage()`` lays the pages out as in the repository (``START_HERE.ipynb`` is the home page,
   ``chapters/NN_topic/*.ipynb``, ``GLOSSARY.md``, the instructor guide), so the course's own
   relative links keep working; links to repository files that are not pages go to GitHub.
   ``build()`` runs Sphinx with MyST-NB (execution off: the outputs are already there) and the
   Sphinx Book Theme; its built-in search works offline.
"""

from __future__ import annotations

import argparse
import base64
import copy
import hashlib
import html
import json
import os
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path

import nbformat

from graders import catalogue, kernels
from graders.course import CHAPTERS, OURS, REPO, chapter_names, notebooks_of, read
from graders.hidden import BEGIN as HIDDEN_BEGIN
from graders.hidden import hidden_blocks, solution_blocks, strip_hidden

BUILD = REPO / "build"
SITE = BUILD / "site"
CACHE = BUILD / "site-cache"
GITHUB = f"https://github.com/{OURS}"
# The kernel's settings: offline, CPU, small scale (the Makefile's TEST_ENV). MPLBACKEND is left
# unset on purpose: the kernel then draws inline, so every plot becomes an image on the page.
KERNEL_ENV = {"PTP_OFFLINE": "1", "PTP_SCALE": "small", "PTP_DEVICE": "cpu"}
CELL_TIMEOUT = 300  # per cell; the slowest takes seconds (a minute on a very busy machine)
# Bump when what ``executed`` does changes: every cached notebook is then run again.
EXECUTOR_VERSION = "1"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


# ----------------------------------------------------------------------------- 1. execution
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
        with log.open("w") as sink:
            try:
                client.execute(env=kernel_env(), stdout=sink, stderr=sink)
            except Exception:
                print(f"the kernel's log:\n{log.read_text()[-3000:]}", file=sys.stderr)
                raise
    return nb


def executed(path: Path, cache: Path | None = CACHE, env_key: str | None = None,
             log: Callable[[str], None] = print, run: bool = True) -> nbformat.NotebookNode:
    """The solution notebook at ``path``, hidden tests removed, executed (or from ``cache``).
    With ``run=False`` a notebook missing from the cache comes back without outputs."""
    nb = without_hidden_tests(read(path))
    key = notebook_key(nb, env_key or environment_key())
    name = f"{path.parent.name}__{path.stem}"
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


# ----------------------------------------------------------------------------- 2. the page
def is_exercise_cell(cell: nbformat.NotebookNode) -> bool:
    """A solution cell or a tests cell of an exercise (nbgrader's ``solution`` or ``grade``)."""
    meta = cell.metadata.get("nbgrader", {})
    return bool(meta.get("solution") or meta.get("grade"))


def student_path(solution: Path) -> Path:
    return CHAPTERS / solution.parent.name / solution.name


def page(solution: Path, executed_nb: nbformat.NotebookNode,
         student: nbformat.NotebookNode | None = None) -> nbformat.NotebookNode:
    """The student version of ``solution`` with the outputs of ``executed_nb`` in every cell
    that is not an exercise's. Fails when the student version is out of date (``make
    chapters``)."""
    student = copy.deepcopy(student if student is not None else read(student_path(solution)))
    stale = RuntimeError(f"{student_path(solution).relative_to(REPO)} is not the student "
                         f"version of {solution.relative_to(REPO)}: run `make chapters`")
    if len(student.cells) != len(executed_nb.cells):
        raise stale
    for cell, ran in zip(student.cells, executed_nb.cells, strict=True):
        if is_exercise_cell(cell) != is_exercise_cell(ran) or cell.cell_type != ran.cell_type:
            raise stale
        if is_exercise_cell(cell):
            if cell.cell_type == "code":
                cell.outputs, cell.execution_count = [], None
            continue
        if cell.source != ran.source:
            raise stale
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = ran.outputs, ran.execution_count
    widgets = executed_nb.metadata.get("widgets")
    if widgets:
        student.metadata["widgets"] = copy.deepcopy(widgets)
    return student


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


# ----------------------------------------------------------------------------- 3. widgets
def _output_html(out: dict) -> str:
    kind = out.get("output_type")
    if kind == "stream":
        return f"<pre>{html.escape(ANSI.sub('', out.get('text', '')))}</pre>"
    if kind == "error":
        error = f"{out.get('ename', '')}: {out.get('evalue', '')}"
        return f"<pre>{html.escape(error)}</pre>"
    data = out.get("data", {})
    if "image/png" in data:
        png = "".join(data["image/png"].split())
        base64.b64decode(png, validate=True)  # a snapshot embeds only real images
        return f'<img src="data:image/png;base64,{png}" alt="plot">'
    if "text/html" in data:
        return str(data["text/html"])
    if "text/plain" in data:
        return f"<pre>{html.escape(ANSI.sub('', str(data['text/plain'])))}</pre>"
    return ""


def _widget_html(model_id: str, state: dict, depth: int = 0) -> str:
    model = state.get(model_id)
    if model is None or depth > 20:
        return ""
    name, s = model.get("model_name", ""), model.get("state", {})
    desc = html.escape(str(s.get("description", "")))
    label = f'<span class="ptp-w-label">{desc}</span> ' if desc else ""

    def children() -> str:
        return "".join(_widget_html(ref.removeprefix("IPY_MODEL_"), state, depth + 1)
                       for ref in s.get("children", []))

    if name in {"VBoxModel", "BoxModel", "GridBoxModel"}:
        return f'<div class="ptp-w-vbox">{children()}</div>'
    if name == "HBoxModel":
        return f'<div class="ptp-w-hbox">{children()}</div>'
    if name == "OutputModel":
        return '<div class="ptp-w-output">' + "".join(_output_html(o) for o in
                                                     s.get("outputs", [])) + "</div>"
    if "Slider" in name:
        value = s.get("value")
        shown = " – ".join(map(str, value)) if isinstance(value, list) else str(value)
        low = value[0] if isinstance(value, list) else value
        return (f'<div class="ptp-w-row">{label}<input type="range" disabled '
                f'min="{s.get("min", 0)}" max="{s.get("max", 100)}" step="{s.get("step", 1)}" '
                f'value="{low}" aria-label="{desc}"> <output>{html.escape(shown)}</output></div>')
    if "_options_labels" in s:
        options = s.get("_options_labels", [])
        index = s.get("index")
        picked = set(index) if isinstance(index, list) else {index}
        opts = "".join(f'<option{" selected" if i in picked else ""}>{html.escape(str(o))}'
                       "</option>" for i, o in enumerate(options))
        return (f'<div class="ptp-w-row">{label}<select disabled aria-label="{desc}">{opts}'
                "</select></div>")
    if name in {"CheckboxModel", "ToggleButtonModel"}:
        checked = " checked" if s.get("value") else ""
        return f'<div class="ptp-w-row"><label><input type="checkbox" disabled{checked}> {desc}' \
               "</label></div>"
    if name == "ButtonModel":
        return f'<div class="ptp-w-row"><button disabled>{desc}</button></div>'
    if "Progress" in name:
        return (f'<progress value="{s.get("value", 0)}" max="{s.get("max", 100)}"></progress>')
    if name in {"HTMLModel", "HTMLMathModel"}:
        return f'<span class="ptp-w-html">{s.get("value", "")}</span>'
    if "value" in s and not isinstance(s["value"], dict | list):
        return f'<div class="ptp-w-row">{label}<code>{html.escape(str(s["value"]))}</code></div>'
    return children()


SNAPSHOT_NOTE = ("Interactive in JupyterLab, Colab or Binder (the links at the top of the page); "
                 "here a snapshot at its starting values.")


def snapshot_widgets(nb: nbformat.NotebookNode) -> int:
    """Replace every widget view in ``nb``'s outputs by static HTML drawn from the widget state
    nbclient stored, and drop that state (so no widget script is loaded). Returns how many."""
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    count = 0
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if WIDGET_VIEW not in data:
                continue
            view = data.pop(WIDGET_VIEW)
            body = _widget_html(view.get("model_id", ""), state)
            progress = "<progress" in body and "ptp-w-output" not in body
            note = "" if progress else f'<p class="ptp-w-note">{SNAPSHOT_NOTE}</p>'
            data["text/html"] = f'<div class="ptp-widget-snapshot">{note}{body}</div>'
            count += 1
    nb.metadata.pop("widgets", None)
    return count


WIDGET_CSS = """
.ptp-widget-snapshot { border: 1px dashed var(--pst-color-border, #bbb); border-radius: 4px;
  padding: 0.4em 0.8em; margin: 0.3em 0; }
.ptp-widget-snapshot .ptp-w-note { font-size: 0.8em; opacity: 0.75; margin: 0 0 0.3em 0; }
.ptp-widget-snapshot .ptp-w-hbox { display: flex; gap: 0.8em; align-items: center;
  flex-wrap: wrap; }
.ptp-widget-snapshot .ptp-w-row { display: flex; gap: 0.5em; align-items: center;
  margin: 0.2em 0; }
.ptp-widget-snapshot .ptp-w-label { min-width: 8em; }
.ptp-widget-snapshot img { max-width: 100%; }
.ptp-widget-snapshot pre { margin: 0.3em 0; }
"""

FAVICON = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
           '<circle cx="16" cy="16" r="15" fill="#ee4c2c"/><text x="16" y="22" font-size="16" '
           'text-anchor="middle" fill="#fff" font-family="sans-serif">P</text></svg>\n')


# ----------------------------------------------------------------------------- 4. the site
def page_specs() -> list[tuple[Path, str]]:
    """(solution notebook, page path in the site) for every chapter part, in course order."""
    return [(path, f"chapters/{chapter}/{path.name}")
            for chapter in chapter_names() for path in notebooks_of(chapter)]


MD_LINK = re.compile(r"(\]\()([^)\s]+)(\))")
IMAGES = (".png", ".jpg", ".jpeg", ".gif", ".svg")


def images_of(text: str, doc_dir: str) -> list[str]:
    """Repository images a page's markdown shows (``![...](path)``), as repository paths: the
    site carries a copy of each, so a page never loads one from the network."""
    found = []
    for match in MD_LINK.finditer(text):
        rel = os.path.normpath(os.path.join(doc_dir, match.group(2))).replace(os.sep, "/")
        if rel.lower().endswith(IMAGES) and not rel.startswith("../") and (REPO / rel).is_file():
            found.append(rel)
    return found
CODE = re.compile(r"(```.*?```|`[^`\n]*`)", re.S)


def rewrite_links(text: str, doc_dir: str, pages: set[str]) -> str:
    """Markdown ``text`` of a page that lives at ``doc_dir`` (a folder of the repository) with
    each relative link that names no page of the site turned into the repository on GitHub,
    and a link to a chapter folder turned into its first part. Code is left alone."""

    def fix(match: re.Match) -> str:
        target = match.group(2)
        if target.startswith(("http://", "https://", "mailto:", "#", "<", "{")):
            return match.group(0)
        file, hash_, anchor = target.partition("#")
        rel = os.path.normpath(os.path.join(doc_dir, file)).replace(os.sep, "/")
        if rel.startswith("../"):
            return match.group(0)
        if rel in pages or (rel.lower().endswith(IMAGES) and (REPO / rel).is_file()):
            return match.group(0)  # a page, or an image the site carries (images_of)
        inside = sorted(p for p in pages if p.startswith(rel.rstrip("/") + "/")
                        and "/" not in p[len(rel.rstrip("/")) + 1:])
        if inside:
            new = os.path.relpath(inside[0], doc_dir or ".").replace(os.sep, "/")
        elif (REPO / rel).exists():
            kind = "tree" if (REPO / rel).is_dir() else "blob"
            new = f"{GITHUB}/{kind}/main/{rel}"
        else:
            return match.group(0)  # a broken link: the build and the tests report it
        return f"{match.group(1)}{new}{hash_}{anchor}{match.group(3)}"

    parts = CODE.split(text)
    return "".join(p if i % 2 else MD_LINK.sub(fix, p) for i, p in enumerate(parts))


def rewrite_notebook_links(nb: nbformat.NotebookNode, doc_dir: str, pages: set[str]) -> None:
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            cell.source = rewrite_links(cell.source, doc_dir, pages)


def instructor_page() -> str:
    """The README's section for instructors, as a page of its own."""
    text = (REPO / "README.md").read_text()
    start = text.index("## Teaching with it (instructors)")
    end = text.index("\n## ", start + 3)
    section = text[start:end].strip()
    section = re.sub(r"^(#+) ", lambda m: "#" * max(1, len(m.group(1)) - 1) + " ", section,
                     flags=re.M)
    return section.replace("# Teaching with it (instructors)", "# Teaching with this course", 1)


def glossary_page() -> str:
    """GLOSSARY.md with its explicit ``<a id>`` anchors as MyST targets (so links resolve)."""
    return re.sub(r'^<a id="([^"]+)"></a>\s*$', r"(\1)=", (REPO / "GLOSSARY.md").read_text(),
                  flags=re.M)


def chapter_rows() -> dict[str, dict]:
    """The chapter catalogue's rows (graders/catalogue.py: title, links, exercises, time, last
    verified line, as README and START_HERE show them), by page path."""
    return {row["path"]: row for row in catalogue.rows()}


def banner(row: dict, download: str, links: bool = True) -> nbformat.NotebookNode:
    """The block under a page's title: where to run it (unless the page says so already), the
    student notebook to download, the last verified line, where the outputs come from."""
    run = f"[Open in Colab]({row['colab']}) · [Launch on Binder]({row['binder']}) · " \
        if links else ""
    text = (
        "```{admonition} Run this part yourself\n:class: tip\n"
        f"{run}{{download}}`Download the notebook <{download}>` (the student version: exercises "
        f"to solve, no outputs) · {row['exercises']} exercises, {row['points']:g} points, about "
        f"{row['minutes'] / 60:.1f} h\n\n"
        f"**Last verified:** {row['verified']}\n\n"
        "The outputs on this page were computed when the site was built: on a CPU, at the small "
        "scale, offline. Each exercise shows its prompt and its tests cell as you get them in "
        "the notebook; cells further down that use an exercise's function show what a correct "
        "answer gives.\n```")
    return nbformat.v4.new_markdown_cell(text, id="ptp-site-banner")


def insert_banner(nb: nbformat.NotebookNode, row: dict, download: str) -> None:
    """Put the banner right under the title and the notebook's own launch links (the first
    cell is split there)."""
    first = nb.cells[0]
    paragraphs = first.source.split("\n\n")
    at = next((i for i, p in enumerate(paragraphs) if row["colab"] in p), 0) + 1
    has_links = any(row["colab"] in p and row["binder"] in p for p in paragraphs[:at])
    rest = "\n\n".join(paragraphs[at:])
    first.source = "\n\n".join(paragraphs[:at])
    cells = [banner(row, download, links=not has_links)]
    if rest.strip():
        cells.append(nbformat.v4.new_markdown_cell(rest, id="ptp-site-intro"))
    nb.cells[1:1] = cells


def home_notebook(pages: list[str], pages_set: set[str]) -> nbformat.NotebookNode:
    nb = read(REPO / "START_HERE.ipynb")
    rewrite_notebook_links(nb, "", pages_set)
    tree = ("```{toctree}\n:hidden:\n:caption: Chapters\n\n"
            + "\n".join(p.removesuffix(".ipynb") for p in pages) + "\n```\n\n"
            "```{toctree}\n:hidden:\n:caption: Reference\n\nGLOSSARY\nteaching\n"
            "graders/JUPYTERHUB\n```")
    nb.cells.append(nbformat.v4.new_markdown_cell(tree, id="ptp-site-contents"))
    return nb


CONF = '''\
# Written by graders/website.py for this build; edit that file, not this one.
project = "PyTorch in Practice"
author = "the course's authors"
copyright = "the course's authors (MIT)"
root_doc = "START_HERE"
extensions = ["myst_nb"]
exclude_patterns = ["notebooks/**", "**/.ipynb_checkpoints"]
suppress_warnings = {suppress!r}
myst_heading_anchors = 4
nb_execution_mode = "off"          # graders/website.py ran every notebook already
nb_merge_streams = True
nb_ipywidgets_js = {{}}            # widgets are static snapshots: no script from a CDN
html_theme = "sphinx_book_theme"
html_title = "PyTorch in Practice"
html_static_path = ["_static"]
html_css_files = ["widgets.css"]
html_favicon = "_static/favicon.svg"     # else browsers ask for /favicon.ico, which a host lacks
html_context = {{"default_mode": "auto"}}  # the theme's light/dark switch starts from "auto"
html_last_updated_fmt = None
html_show_sourcelink = False
html_theme_options = {{
    "repository_url": "{github}",
    "repository_branch": "main",
    "path_to_docs": "",
    "use_repository_button": True,
    "use_download_button": True,
    "launch_buttons": {{
        "binderhub_url": "https://mybinder.org",
        "colab_url": "https://colab.research.google.com",
        "notebook_interface": "jupyterlab",
    }},
    "home_page_in_toc": True,
    "show_navbar_depth": 1,
}}
'''
# Sphinx's warnings fail the build (-W), except these: the notebooks' headings may skip a
# level after an exercise's horizontal rule, which is fine on a page, and a code block in a
# language Pygments does not know (jsonc) is shown without colours.
SUPPRESS: list[str] = ["myst.header", "misc.highlighting_failure"]


def stage(src: Path, cache: Path | None = CACHE, log: Callable[[str], None] = print,
          only: set[str] | None = None) -> None:
    """Write the site's sources into ``src``: the executed pages, the other documents, the
    student notebooks to download, conf.py. Files whose content did not change keep their
    timestamps, so Sphinx rebuilds only what changed. With ``only`` (part names such as
    ``01_tensors``), the other parts are not executed: their pages show the outputs in the
    cache, or none."""
    specs = page_specs()
    pages = [target for _, target in specs]
    pages_set = set(pages) | {"START_HERE.ipynb", "GLOSSARY.md", "graders/JUPYTERHUB.md"}
    rows = chapter_rows()
    env_key = environment_key()
    written: set[Path] = set()

    def put(rel: str, text: str) -> None:
        path = src / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text() != text:
            path.write_text(text)
        written.add(path)

    def put_nb(rel: str, nb: nbformat.NotebookNode) -> None:
        put(rel, nbformat.writes(nb) + "\n")

    log("executing the chapters (solution notebooks, hidden tests removed):")
    for solution, target in specs:
        student = read(student_path(solution))
        run = only is None or solution.stem in only
        nb = page(solution, executed(solution, cache, env_key, log, run), student)
        snapshot_widgets(nb)
        rewrite_notebook_links(nb, os.path.dirname(target), pages_set)
        download = f"/notebooks/{target}"
        insert_banner(nb, rows[target], download)
        found = leaks(notebook_text(nb), secrets(read(solution), student))
        if found:
            raise RuntimeError(f"{target} would show solution or hidden test lines: {found[:5]}")
        put_nb(target, nb)
        put(f"notebooks/{target}", student_path(solution).read_text())
    put_nb("START_HERE.ipynb", home_notebook(pages, pages_set))
    documents = {"GLOSSARY.md": ("", glossary_page()), "teaching.md": ("", instructor_page()),
                 "graders/JUPYTERHUB.md": ("graders",
                                           (REPO / "graders" / "JUPYTERHUB.md").read_text())}
    for rel, (doc_dir, text) in documents.items():
        put(rel, rewrite_links(text, doc_dir, pages_set))
        for image in images_of(text, doc_dir):
            path = src / image
            path.parent.mkdir(parents=True, exist_ok=True)
            if not path.exists() or path.read_bytes() != (REPO / image).read_bytes():
                shutil.copyfile(REPO / image, path)
            written.add(path)
    put("_static/widgets.css", WIDGET_CSS)
    put("_static/favicon.svg", FAVICON)
    put("conf.py", CONF.format(github=GITHUB, suppress=SUPPRESS))
    for path in [p for p in src.rglob("*") if p.is_file()]:
        if path not in written:  # a page that is gone
            path.unlink()


REDIRECT = ('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>PyTorch in Practice'
            '</title>\n<link rel="icon" href="_static/favicon.svg" type="image/svg+xml">\n'
            '<meta http-equiv="refresh" content="0; url=START_HERE.html"></head>\n'
            '<body><a href="START_HERE.html">PyTorch in Practice: start here</a></body></html>\n')


def build(out: Path = SITE, cache: Path | None = CACHE, work: Path | None = None,
          log: Callable[[str], None] = print, only: set[str] | None = None) -> Path:
    """Build the website into ``out`` and return it. ``work`` keeps Sphinx's sources and
    doctrees between builds (default: beside ``out``). ``only``: execute just these parts (the
    test suite's quick build; see ``stage``). Raises when a notebook cell fails or Sphinx
    reports a warning."""
    from sphinx.cmd.build import build_main

    start = time.perf_counter()
    work = work or out.parent / f"{out.name}-work"
    stage(work / "src", cache, log, only)
    log(f"sphinx: {work / 'src'} -> {out}")
    status = build_main(["-b", "html", "-W", "--keep-going", "-q", "-j", "1",
                         "-d", str(work / "doctrees"), str(work / "src"), str(out)])
    if status:
        raise RuntimeError(f"sphinx-build failed (status {status}); its messages are above")
    # The theme's download button serves _sources/: there too, the notebook learners get.
    for solution, target in page_specs():
        shutil.copyfile(student_path(solution), out / "_sources" / target)
    (out / "index.html").write_text(REDIRECT)
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve _static/ and _images/ as they are
    log(f"built {out} in {time.perf_counter() - start:.0f} s")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=SITE, help="where the site goes (build/site)")
    ap.add_argument("--no-cache", action="store_true",
                    help="execute every notebook again (the cache is neither read nor written)")
    args = ap.parse_args(argv)
    build(args.out.resolve(), None if args.no_cache else CACHE)
    return 0


if __name__ == "__main__":
    sys.exit(main())
