"""The course as a website (``make site``, the package website/), built once per test session.

- every chapter part has its page, with the outputs of its demos and claim checks and its plots as
  images, the launch links (Colab, Binder, the student notebook to download) and its last
  verified line;
- no solution and no hidden test reaches any file of the site (pages, search index, notebooks to
  download), compared line by line against the solution and hidden tests blocks of solutions/;
- every link inside the site resolves, anchors included, and nothing is loaded from the network;
- in Chromium: the home page, a link followed to a chapter, a second chapter with its widget
  snapshots and plots, and the theme's search, with no console error (screenshots in
  test-artifacts/site/).

The build re-runs only the notebooks whose cache entry (build/site-cache/, keyed by the notebook,
``ptp/`` and the pins) is missing. In the test suite only the parts the browser visits
(``QUICK``) are executed; every other page is built all the same, with the outputs the cache
holds or none (the site's structure, links, downloads and leak check cover every part; every
notebook's outputs are checked by the suite's notebook passes). ``PTP_SITE_FULL=1`` builds and
checks every part's outputs; ``PTP_SITE_DIR=build/site`` tests a site already built by
``make site`` (the same, without building).
"""

from __future__ import annotations

import functools
import html
import http.server
import json
import os
import re
import shutil
import threading
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote, urlsplit

import nbformat
import pytest

from graders.course import CHAPTERS, REPO, read
from graders.hidden import hidden_blocks, solution_blocks
from website import builder, lint, notebooks, widgets

ARTIFACTS = REPO / "test-artifacts" / "site"
MARKERS = ("### BEGIN SOLUTION", "### END SOLUTION", "### BEGIN HIDDEN TESTS",
           "### END HIDDEN TESTS", "(hidden tests: run by the grader")
TAG = re.compile(r"<[^>]+>")
CJK = re.compile(r"[\u4e00-\u9fff]")
HREF = re.compile(r'(?:href|src)="([^"]*)"')
PARTS = builder.page_specs()
QUICK = {"01_tensors", "05a_loops"}  # executed in every build: the browser visits them
FULL = bool(os.environ.get("PTP_SITE_DIR") or os.environ.get("PTP_SITE_FULL"))


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built site: one build per session, its notebooks from build/site-cache/ when there."""
    given = os.environ.get("PTP_SITE_DIR")
    if given:
        return Path(given).resolve()
    tmp = tmp_path_factory.mktemp("site")
    start = time.perf_counter()
    with warnings.catch_warnings():
        # Sphinx's notices to its extensions (the next major version's API), not the course's.
        warnings.filterwarnings("ignore", category=PendingDeprecationWarning,
                                module=r"(sphinx|myst_|pydata_sphinx_theme)")
        out = builder.build(tmp / "site", log=lambda _: None, only=None if FULL else QUICK)
    print(f"\n  site built in {time.perf_counter() - start:.0f} s: {out}")
    return out


def page_text(path: Path) -> str:
    """What a file of the site says: an HTML page's text, a notebook's cell sources and
    outputs (not its images), anything else as it is; '' for binary files."""
    try:
        raw = path.read_text()
    except UnicodeDecodeError:
        return ""
    if path.suffix == ".html":
        return html.unescape(TAG.sub("", raw))
    if path.suffix == ".ipynb":
        nb = nbformat.reads(raw, as_version=4)
        parts = [json.dumps(nb.metadata)]
        for cell in nb.cells:
            parts.append(cell.source)
            for out in cell.get("outputs", []):
                parts += [out.get("text", ""), out.get("evalue", ""), *out.get("traceback", [])]
                parts += [str(v) for k, v in out.get("data", {}).items()
                          if not k.startswith("image/")]
        return "\n".join(parts)
    return raw


def flat(text: str) -> str:
    """Whitespace collapsed, Markdown's backticks dropped (a page shows code spans without)."""
    return " ".join(text.replace("`", "").split())


@functools.cache
def public_text() -> str:
    """Everything learners get anyway: the student notebooks and the course's documents."""
    parts = [c.source for p in CHAPTERS.glob("*/*.ipynb") for c in read(p).cells]
    parts += [(REPO / name).read_text() for name in ("README.md", builder.GLOSSARY,
                                                     *builder.GUIDES)]
    parts += [c.source for c in read(REPO / "START_HERE.ipynb").cells]
    return flat("\n".join(parts))


@functools.cache
def secret_lines(solution: Path) -> frozenset[str]:
    """The lines of ``solution``'s solution blocks and hidden tests blocks (12 characters or
    more) that no student notebook or document shows."""
    public = public_text()
    lines = set()
    for cell in read(solution).cells:
        for block in solution_blocks(cell.source) + hidden_blocks(cell.source):
            lines |= {flat(line) for line in block.splitlines()}
    return frozenset(line for line in lines if len(line) >= 12 and line not in public)


def all_secrets() -> frozenset[str]:
    return frozenset().union(*(secret_lines(s) for s, _ in PARTS))


def site_files(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("*") if p.is_file())


def pages(site: Path) -> list[Path]:
    """The site's HTML pages (not the theme's templates in _static/)."""
    return sorted(p for p in site.rglob("*.html") if "_static" not in p.relative_to(site).parts)


def test_the_fold_labels_say_show_and_collapse() -> None:
    """The tests cells' fold says show/collapse the test code in both editions: never "hide",
    which a Chinese reader takes for the hidden tests (隐藏测试), whose code nobody sees."""
    for conf, show, collapse in [(builder.CONF, "Show the test code", "Collapse the test code"),
                                 (builder.ZH_CONF, "展开测试代码", "收起测试代码")]:
        assert f'nb_code_prompt_show = "{show}"' in conf
        assert f'nb_code_prompt_hide = "{collapse}"' in conf
        assert "隐藏" not in conf and "Hide the" not in conf


def test_the_secrets_are_found() -> None:
    """The leak check below looks for something: each part with exercises has secret lines."""
    for solution, _ in PARTS:
        has_exercises = any(c.metadata.get("nbgrader", {}).get("solution")
                            for c in read(solution).cells)
        assert not has_exercises or len(secret_lines(solution)) >= 5, solution


def test_a_failing_cell_fails_the_build(tmp_path: Path) -> None:
    """A cell that raises stops the build (nbclient's error comes through, nothing cached)."""
    from nbclient.exceptions import CellExecutionError

    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("print('fine')"),
                                         nbformat.v4.new_code_cell("1 / 0")])
    nbformat.write(nb, tmp_path / "broken.ipynb")
    with pytest.raises(CellExecutionError, match="ZeroDivisionError"):
        notebooks.executed(tmp_path / "broken.ipynb", cache=tmp_path / "cache", log=lambda _: None)
    assert not (tmp_path / "cache").exists()


def test_a_figure_carries_its_words(tmp_path: Path) -> None:
    """The kernel that runs a page's notebook records each figure's words (its title, else its
    axis labels) in the output's metadata: the page's alt text for the image."""
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        "import matplotlib.pyplot as plt\n"
        "plt.plot([1, 2]); plt.title('One training step'); plt.show()\n"
        "fig, ax = plt.subplots(); ax.plot([1, 3]); ax.set_xlabel('epoch'); "
        "ax.set_ylabel('loss');")])
    ran = notebooks.execute(nb, tmp_path)
    words = [o.get("metadata", {}).get(widgets.FIGURE_WORDS_KEY) for o in ran.cells[0].outputs
             if "image/png" in o.get("data", {})]
    assert words == ["One training step", "loss against epoch"], words


def test_every_part_has_its_page_with_outputs_and_plots(site: Path) -> None:
    assert (site / "index.html").exists() and (site / "START_HERE.html").exists()
    rows = builder.chapter_rows()
    for solution, target in PARTS:
        page = site / target.replace(".ipynb", ".html")
        assert page.exists(), f"no page for {target}"
        raw = page.read_text()
        text = flat(page_text(page))
        # The page's notebook as Sphinx read it (website/builder.py stages it beside the site):
        # every stream output's lines are on the page, and every plot is an image (in the page
        # or inside a widget's snapshot).
        source = read(site.parent / f"{site.name}-work" / "src" / target)
        outputs = [o for c in source.cells if c.cell_type == "code" for o in c.outputs]
        assert outputs or not (FULL or Path(target).stem in QUICK), f"{target}: no outputs"
        for out in outputs:
            if out.output_type == "stream" and out.name == "stdout":
                plain = widgets.ANSI.sub("", out.text)  # colours become styled spans on the page
                first = flat(next((ln for ln in plain.splitlines() if ln.strip()), ""))
                assert first in text, f"{target}: output line {first!r} not on the page"
        images = sum("image/png" in o.get("data", {}) for o in outputs)
        images += sum(str(o.get("data", {}).get("text/html", "")).count("data:image/png")
                      for o in outputs)
        assert raw.count("<img") >= images, f"{target}: {images} plots, fewer images"
        assert "_images/" not in "".join(re.findall(r'alt="([^"]*)"', raw)), \
            f"{target}: an image's alt text is its file name"
        # Claim checks: the code cell that asserts the verdict ran, and what it measured is on
        # the page (printed or drawn by that cell, or by the code cell just before the claim).
        code = [i for i, c in enumerate(source.cells) if c.cell_type == "code"]
        for i, cell in enumerate(source.cells):
            if outputs and cell.cell_type == "markdown" and \
                    cell.source.startswith("**Claim check:**"):
                before = [source.cells[j] for j in code if j < i][-1:]
                after = source.cells[next(j for j in code if j > i)]
                assert after.execution_count, f"{target}: claim check (cell {i}) did not run"
                assert any(c.outputs for c in [after, *before]), \
                    f"{target}: claim check (cell {i}) shows no measurement"
        # Exercises as learners get them: the stub in each solution cell, no outputs there.
        stubs = sum(1 for c in read(CHAPTERS / target.removeprefix("chapters/")).cells
                    if c.cell_type == "code" and c.metadata.get("nbgrader", {}).get("solution"))
        assert text.count("raise NotImplementedError()") >= stubs, target
        # Each tests cell folded behind its toggle, so that the page reads as prose and demos.
        tests_cells = sum(1 for c in source.cells if c.cell_type == "code"
                          and c.metadata.get("nbgrader", {}).get("grade")
                          and not c.metadata.get("nbgrader", {}).get("solution"))
        assert raw.count("above-input") >= tests_cells, f"{target}: tests cells not folded"
        assert raw.count("Show the test code") >= tests_cells, target
        # Launch links and the last verified line.
        row = rows[target]
        assert f'href="{html.escape(row["colab"])}"' in raw, f"{target}: no Colab link"
        assert f'href="{html.escape(row["binder"])}"' in raw, f"{target}: no Binder link"
        quotes_gpu = any(builder.QUOTES_GPU.search(c.source) for c in read(solution).cells)
        verified = markdown_text(builder.verified_line(row, target, quotes_gpu))
        assert flat(f"Last verified: {verified}") in text, target
        # the generated navigation (website/navigation.py): one position line, one closing line
        assert raw.count("previous part:") + raw.count("back to") >= 1, target
        assert raw.count("Previous part:") + raw.count("The last part") + \
            raw.count("Next part:") >= 1, target
        # Both downloads (the banner's, the theme's button) are the student notebook.
        downloads = re.findall(r'href="([^"]*_(?:downloads|sources)/[^"]*\.ipynb)"', raw)
        assert len(downloads) == 2, f"{target}: downloads {downloads}"
        for download in downloads:
            file = (page.parent / unquote(download)).resolve()
            assert file.read_bytes() == (REPO / target).read_bytes(), \
                f"{target}: {download} is not the student notebook"
        if outputs and solution.stem in {"01_tensors", "05b_optimizers"}:
            assert "ptp-widget-snapshot" in raw, f"{target}: no widget snapshot"


def markdown_text(markdown: str) -> str:
    """What a paragraph of Markdown reads as: links as their text, emphasis marks dropped
    (outside code)."""
    parts = builder.CODE.split(re.sub(r"\[([^]]*)\]\([^)]*\)", r"\1", markdown))
    return "".join(p if i % 2 else p.replace("*", "") for i, p in enumerate(parts))


PLAIN_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def test_the_guides_are_pages_of_the_site(site: Path) -> None:
    """Each guide (docs/, and the JupyterHub set-up) and the glossary is a page with its own
    title, its sections and its words, linked from the navigation of the home page."""
    home = (site / "START_HERE.html").read_text()
    for rel in [*builder.GUIDES, builder.GLOSSARY]:
        page = site / rel.replace(".md", ".html")
        assert page.exists(), f"no page for {rel}"
        source = (REPO / rel).read_text()
        text = flat(page_text(page)).translate(PLAIN_QUOTES)  # Sphinx's smart quotes undone
        headings = re.findall(r"^#{1,2} (.+)$", re.sub(r"```.*?```", "", source, flags=re.S),
                              re.M)
        for heading in headings:
            assert flat(markdown_text(heading)) in text, f"{rel}: {heading!r} not on its page"
        first = next(p for p in source.split("\n\n")[1:] if p[:1].isalpha())
        assert flat(markdown_text(first)) in text, f"{rel}: its first paragraph is not on its page"
        assert f'href="{rel.replace(".md", ".html")}"' in home, f"{rel} not in the navigation"


def leaks(site: Path) -> list[str]:
    """Each file of ``site`` that shows a marker or a secret line, and what it shows. A chapter
    part's files (its page, its notebooks) are checked against that part's secrets, every other
    file against all of them."""
    everything = all_secrets()
    by_page = {Path(t).stem: secret_lines(s) for s, t in PARTS}
    found = []
    for path in site_files(site):
        if "_static" in path.relative_to(site).parts:
            continue  # the theme's scripts and styles
        text = page_text(path)
        if not text:
            continue
        found += [f"{path.relative_to(site)}: {m!r}" for m in MARKERS if m in text]
        lines = by_page.get(path.stem.split(".")[0], everything)
        text = flat(text)
        found += [f"{path.relative_to(site)}: {line!r}" for line in lines if line in text]
    return found


def test_no_solution_or_hidden_test_anywhere(site: Path) -> None:
    """Not in a page, the search index, a notebook to download or any other file."""
    found = leaks(site)
    assert found == [], found[:20]


def test_the_leak_check_finds_leaks(tmp_path: Path) -> None:
    """A solution line in a page's highlighted code and a hidden test's line in a downloadable
    notebook's output are both found (the check is not blind to HTML or notebooks)."""
    solution, target = next((s, t) for s, t in PARTS if len(secret_lines(s)) >= 2)
    first, second = sorted(secret_lines(solution))[:2]
    page = tmp_path / target.replace(".ipynb", ".html")
    page.parent.mkdir(parents=True)
    spans = "".join(f'<span class="n">{html.escape(word)}</span> ' for word in first.split())
    page.write_text(f"<html><body><pre>{spans}</pre></body></html>")
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        "x = 1", outputs=[nbformat.v4.new_output("stream", text=second + "\n")])])
    (tmp_path / "_downloads" / "x").mkdir(parents=True)
    nbformat.write(nb, tmp_path / "_downloads" / "x" / Path(target).name)
    (tmp_path / "other.html").write_text("<p>### BEGIN HIDDEN TESTS</p>")
    found = leaks(tmp_path)
    # each finding names the line as repr() writes it (a line may hold both kinds of quote)
    assert any(repr(first) in f for f in found) and any(repr(second) in f for f in found), found
    assert any("BEGIN HIDDEN TESTS" in f for f in found), found


def test_internal_links_resolve(site: Path) -> None:
    """Every href and src inside the site names a file of the site (and an id in it)."""
    broken = []
    ids: dict[Path, set[str]] = {}
    for page in pages(site):
        for target in HREF.findall(page.read_text()):
            target = html.unescape(target)
            if re.match(r"^(?:[a-z]+:|//)", target) and not target.startswith("file:"):
                assert not target.startswith("http://"), f"{page}: insecure link {target}"
                continue  # external: Colab, Binder, GitHub
            parts = urlsplit(target)
            file = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if file.is_dir():
                file = file / "index.html"
            if not file.exists() or site.resolve() not in [file, *file.parents]:
                broken.append(f"{page.relative_to(site)} -> {target}")
                continue
            if parts.fragment and file.suffix == ".html":
                if file not in ids:
                    ids[file] = set(re.findall(r'\bid="([^"]+)"', file.read_text()))
                if unquote(parts.fragment) not in ids[file]:
                    broken.append(f"{page.relative_to(site)} -> {target} (no such anchor)")
    assert broken == [], broken[:20]


def test_nothing_is_loaded_from_the_network(site: Path) -> None:
    """Scripts, styles, images and fonts all come with the site (it works offline)."""
    remote = []
    for page in pages(site):
        raw = page.read_text()
        remote += [f"{page.relative_to(site)}: {m}" for m in
                   re.findall(r'<(?:script|img|link|iframe)\b[^>]*\b(?:src|href)="(?:https?:)?//'
                              r'[^"]*"', raw)
                   if not m.startswith("<link") or 'rel="stylesheet"' in m
                   or 'rel="preload"' in m]
    assert remote == [], remote[:10]


def test_the_site_lint_finds_nothing(site: Path) -> None:
    """website/lint.py on every page of both editions: no raw math, frozen progress bar, widget
    return value, build-machine path, object address, long float, error cut mid-word, library
    stderr or Markdown artefact (tests/test_site_lint.py plants each)."""
    assert (site / "zh" / "START_HERE.html").exists()
    found = lint.lint_site(site)
    assert found == [], "\n".join(map(str, found[:30])) + f"\n{lint.counts(found)}"


# ----------------------------------------------------------------------------- in Chromium


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base's name)
        pass


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    """The site on a local HTTP server, as a static host serves it. The server binds its own
    socket (port 0: the system picks a free port for that socket) before it serves."""
    handler = functools.partial(QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_in_a_browser(site: Path, served: str) -> None:
    playwright_api = pytest.importorskip("playwright.sync_api")
    from tests.test_browser import chromium  # one way to find (or skip without) Chromium

    executable = chromium()
    shutil.rmtree(ARTIFACTS, ignore_errors=True)
    ARTIFACTS.mkdir(parents=True)
    problems: list[str] = []
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, headless=True)
        try:
            context = browser.new_context(viewport={"width": 1400, "height": 900})
            page = context.new_page()
            page.set_default_timeout(60_000)
            page.on("console", lambda m: problems.append(
                f"console {m.type}: {m.text} ({m.location.get('url')})")
                    if m.type == "error" else None)
            page.on("pageerror", lambda err: problems.append(f"page error: {err}"))
            context.on("response", lambda r: problems.append(f"HTTP {r.status}: {r.url}")
                    if r.status >= 400 else None)
            page.on("request", lambda r: problems.append(f"fetched {r.url}")
                    if not r.url.startswith((served, "data:")) else None)

            def shot(name: str) -> None:
                page.screenshot(path=str(ARTIFACTS / f"{name}.png"))

            # The home page (index.html sends the browser to START_HERE.html).
            page.goto(f"{served}/index.html")
            page.wait_for_url("**/START_HERE.html")
            page.get_by_role("heading", name="PyTorch in Practice: start here").wait_for()
            shot("1-home")

            # Follow the chapter map's link to part 05a.
            page.locator("article table a", has_text="Training loops that are right").click()
            page.wait_for_url("**/chapters/05_training/05a_loops.html")
            page.locator("article h1").first.wait_for()
            assert "Training loops" in page.locator("article h1").first.inner_text()
            images = page.evaluate(
                "() => [...document.querySelectorAll('article img')]"
                ".map(i => i.complete && i.naturalWidth)")
            assert images and all(w and w > 50 for w in images), images
            page.locator("text=Last verified").first.scroll_into_view_if_needed()
            shot("2-chapter-05a")
            page.locator(".cell_output img").first.scroll_into_view_if_needed()
            shot("3-chapter-05a-plot")
            # Its formula, typeset by the site's own MathJax (fonts from _static/, offline).
            formula = page.locator("mjx-container[display='true']").first
            formula.wait_for(timeout=30_000)
            assert formula.bounding_box()["width"] > 200

            # A second chapter: its widgets as snapshots, with the output of their demo.
            page.goto(f"{served}/chapters/01_tensors/01_tensors.html")
            snapshot = page.locator(".ptp-widget-snapshot").first
            snapshot.scroll_into_view_if_needed()
            assert snapshot.locator("input, select").count() >= 1
            assert snapshot.inner_text().strip()
            shot("4-chapter-01-widget-snapshot")

            # The theme's search, offline: open it, type a word, get pages that use it.
            page.keyboard.press("Control+k")
            box = page.locator("input[name='q']:visible").first
            box.fill("broadcasting")
            box.press("Enter")
            page.wait_for_url("**/search.html?q=broadcasting*")
            results = page.locator("#search-results li, ul.search li")
            results.first.wait_for()
            linked = results.locator("a").evaluate_all("as => as.map(a => a.href)")
            assert any("01_tensors" in h for h in linked), linked
            shot("5-search")

            # The Chinese edition: the language switch of a page, a Chinese page, Chinese search.
            if (site / "zh").exists():
                page.goto(f"{served}/chapters/01_tensors/01_tensors.html")
                page.locator("a.ptp-language").click()
                page.wait_for_url("**/zh/chapters/01_tensors/01_tensors.html")
                heading = page.locator("article h1").first.inner_text()
                assert CJK.search(heading), heading
                shot("6-zh-chapter-01")
                page.keyboard.press("Control+k")
                box = page.locator("input[name='q']:visible").first
                box.fill("张量")
                box.press("Enter")
                page.wait_for_url("**/zh/search.html?q=*")
                results = page.locator("#search-results li, ul.search li")
                results.first.wait_for()
                linked = results.locator("a").evaluate_all("as => as.map(a => a.href)")
                assert any("/zh/chapters/01_tensors" in h for h in linked), linked
                shot("7-zh-search")
            context.close()
        finally:
            browser.close()
    assert problems == [], problems


def test_every_page_switches_language(site: Path) -> None:
    """Each page of both editions links the same page in the other language (or its start
    page), and the link resolves."""
    if not (site / "zh").exists():
        pytest.skip("the Chinese edition has no start page yet")
    missing, broken = [], []
    for path in pages(site):
        text = path.read_text(encoding="utf-8")
        found = re.search(r'<a class="ptp-language" href="([^"]+)"', text)
        if found is None:
            if path.name != "index.html" or path.parent not in (site, site / "zh"):
                missing.append(str(path.relative_to(site)))
            continue
        if not (path.parent / found.group(1)).resolve().is_file():
            broken.append(f"{path.relative_to(site)} -> {found.group(1)}")
    assert not missing and not broken, (missing[:10], broken[:10])
    zh_page = site / "zh" / "chapters" / "01_tensors" / "01_tensors.html"
    assert '../../../chapters/01_tensors/01_tensors.html' in zh_page.read_text(encoding="utf-8")


def test_chinese_search_splits_words(site: Path) -> None:
    """The Chinese site's search index holds Chinese words (split by jieba), so a search for
    one finds the pages that use it, offline."""
    if not (site / "zh").exists():
        pytest.skip("the Chinese edition has no start page yet")
    raw = (site / "zh" / "searchindex.js").read_text(encoding="utf-8")
    terms = json.loads(raw[raw.index("(") + 1:raw.rindex(")")])["terms"]
    for word in ("张量", "广播", "梯度"):
        assert word in terms, word
    assert "量" not in terms  # words, not characters
    assert 'lang="zh' in (site / "zh" / "START_HERE.html").read_text(encoding="utf-8")
