"""The site: every page staged as in the repository, then built by Sphinx (``python -m website``).

``stage()`` writes the site's sources (the executed chapter pages, the start page, the glossary
and the guides, the student notebooks to download, conf.py); ``build()`` runs Sphinx with MyST-NB
and the Sphinx Book Theme into ``build/site/``.
"""

from __future__ import annotations

import argparse
import functools
import os
import re
import shutil
import sys
import time
from collections.abc import Callable
from pathlib import Path

import nbformat

import website
from edition import builder as translation
from graders import catalogue
from graders.course import OURS, REPO, chapter_names, notebooks_of, read
from website import navigation
from website.notebooks import (
    CACHE,
    describe_figures,
    environment_key,
    executed,
    leaks,
    notebook_text,
    page,
    secrets,
    student_path,
    without_machine_paths,
)
from website.widgets import WIDGET_CSS, snapshot_widgets

SITE = REPO / "build" / "site"
# MathJax 3.2.2 (npm package mathjax, es5/): the TeX-to-HTML component and its fonts, Apache-2.0.
MATHJAX = Path(__file__).parent / "mathjax"
GITHUB = f"https://github.com/{OURS}"
FAVICON = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
           '<circle cx="16" cy="16" r="15" fill="#ee4c2c"/><text x="16" y="22" font-size="16" '
           'text-anchor="middle" fill="#fff" font-family="sans-serif">P</text></svg>\n')


def page_specs() -> list[tuple[Path, str]]:
    """(solution notebook, page path in the site) for every chapter part, in course order."""
    return [(path, f"chapters/{chapter}/{path.name}")
            for chapter in chapter_names() for path in notebooks_of(chapter)]


def zh_page_specs(solutions: Path) -> list[tuple[Path, str]]:
    """The Chinese edition's pages: (its solution notebook, built under ``solutions`` by
    ``edition.builder``, page path) for every part of ``zh/chapters``, in course order."""
    return [(solutions / chapter / path.name, f"chapters/{chapter}/{path.name}")
            for chapter in chapter_names() for path in notebooks_of(chapter)
            if (translation.EDITION / "chapters" / chapter / path.name).exists()]


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


# The documents that are pages besides the chapters: the guides for each reader (with the
# JupyterHub set-up, the instructors' second page), then the glossary.
GUIDES = ["docs/learners.md", "docs/instructors.md", "graders/JUPYTERHUB.md",
          "docs/maintainers.md"]
GLOSSARY = "GLOSSARY.md"


def document_page(rel: str) -> str:
    """The Markdown of the document at ``rel``; the glossary's explicit ``<a id>`` anchors become
    MyST targets (so links to its words resolve)."""
    text = (REPO / rel).read_text()
    if rel == GLOSSARY:
        text = re.sub(r'^<a id="([^"]+)"></a>\s*$', r"(\1)=", text, flags=re.M)
    return text


def chapter_rows() -> dict[str, dict]:
    """The chapter catalogue's rows (graders/catalogue.py: title, links, exercises, time, last
    verified line, as README and START_HERE show them), by page path."""
    return {row["path"]: row for row in catalogue.rows()}


# The course's recorded GPU check (benchmarks/gpu_check.py): a page of the English site, linked
# from the header of every page that quotes one of its numbers (a page that quotes one links the
# record, whatever card it was measured on).
GPU_RESULTS = "benchmarks/gpu_results.md"
QUOTES_GPU = re.compile(r"gpu_results")


@functools.cache
def gpu_record() -> dict[str, str] | None:
    """The card, torch version and date of the recorded GPU check, or None if none is."""
    path = REPO / GPU_RESULTS
    if not path.exists():
        return None
    text = path.read_text()
    date = re.search(r"Measured (\d{4}-\d\d-\d\d)", text)
    torch = re.search(r"\(torch ([^,)]+)", text)
    card = re.search(r"^Card: ([^,]+),", text, re.M)
    if not (date and torch and card):
        return None
    return {"date": date.group(1), "torch": torch.group(1), "card": card.group(1)}


# the verification matrix's CPU configurations in words, for the banner (no apostrophe: Sphinx
# would make it typographic, and the page check compares the text)
BUILDS = {"cuda-wheel-cpu": "the CUDA build of PyTorch, run without a GPU",
          "cpu-only": "the CPU-only build of PyTorch"}


def verified_line(row: dict, target: str, quotes_gpu: bool, chinese: bool = False) -> str:
    """The banner's last verified line; on a page that quotes the recorded GPU check while no
    GPU run of this torch is on file, its GPU half says where the quoted numbers come from and
    links them (the English site's page of them; the Chinese site links the file on GitHub)."""
    line = translation.zh_verified(row["verified"]) if chinese else re.sub(
        r"\b(cuda-wheel-cpu|cpu-only)\b", lambda m: f"{m.group(1)} ({BUILDS[m.group(1)]})",
        row["verified"])
    record = gpu_record()
    if not quotes_gpu or record is None:
        return line
    if chinese:
        link = f"{GITHUB}/blob/main/{GPU_RESULTS}"
        return line.replace("GPU：尚未验证", (
            f"GPU：本页没有在 GPU 上运行；页中引用的 GPU 数字来自另行记录的一次 GPU 检查"
            f"（{record['card']}，torch {record['torch']}，{record['date']}），"
            f"见 [benchmarks/gpu_results.md（英文）]({link})"))
    link = os.path.relpath(GPU_RESULTS, os.path.dirname(target)).replace(os.sep, "/")
    return line.replace("GPU: not yet", (
        f"GPU: not run for this page; the GPU numbers it quotes were recorded elsewhere "
        f"({record['card']}, torch {record['torch']}, {record['date']}): see "
        f"[the recorded GPU results]({link})"))


def banner(row: dict, download: str, links: bool = True,
           chinese: bool = False, verified: str | None = None) -> nbformat.NotebookNode:
    """The block under a page's title: where to run it (unless the page says so already), the
    student notebook to download, the last verified line, where the outputs come from."""
    if chinese:
        run = f"[在 Colab 中打开]({row['colab']}) · [在 Binder 上启动]({row['binder']}) · " \
            if links else ""
        text = (
            "```{admonition} 自己动手运行这一部分\n:class: tip\n"
            f"{run}{{download}}`下载笔记本 <{download}>`（学生版：练习留给你做，不含输出）· "
            f"{row['exercises']} 道练习，共 {row['points']:g} 分，"
            f"约 {translation.zh_hours(row['minutes'])}"
            f"\n\n**最近一次验证：** {verified or translation.zh_verified(row['verified'])}\n\n"
            "本页的输出是在构建网站时算出来的：在 CPU 上、`small` 规模、离线运行。每道练习的题目"
            "和测试单元格与你在笔记本中拿到的一样；后面用到练习函数的单元格，显示的是正确答案"
            "给出的结果。\n```")
        return nbformat.v4.new_markdown_cell(text, id="ptp-site-banner")
    run = f"[Open in Colab]({row['colab']}) · [Launch on Binder]({row['binder']}) · " \
        if links else ""
    text = (
        "```{admonition} Run this part yourself\n:class: tip\n"
        f"{run}{{download}}`Download the notebook <{download}>` (the student version: exercises "
        f"to solve, no outputs) · {row['exercises']} exercises, {row['points']:g} points, about "
        f"{catalogue.hours(row['minutes'])}\n\n"  # as the chapter map says it (quarter hours)
        f"**Last verified:** {verified or row['verified']}\n\n"
        "The outputs on this page were computed when the site was built: on a CPU, at the small "
        "scale, offline. Each exercise shows its prompt and its tests cell as you get them in "
        "the notebook; cells further down that use an exercise's function show what a correct "
        "answer gives.\n```")
    return nbformat.v4.new_markdown_cell(text, id="ptp-site-banner")


def insert_banner(nb: nbformat.NotebookNode, row: dict, download: str,
                  chinese: bool = False, target: str | None = None) -> None:
    """Put the banner right under the title and the notebook's own launch links (the first
    cell is split there)."""
    first = nb.cells[0]
    paragraphs = first.source.split("\n\n")
    at = next((i for i, p in enumerate(paragraphs) if row["colab"] in p), 0) + 1
    has_links = any(row["colab"] in p and row["binder"] in p for p in paragraphs[:at])
    rest = "\n\n".join(paragraphs[at:])
    first.source = "\n\n".join(paragraphs[:at])
    quotes_gpu = any(QUOTES_GPU.search(c.source) for c in nb.cells)
    verified = verified_line(row, target or row["path"], quotes_gpu, chinese)
    cells = [banner(row, download, links=not has_links, chinese=chinese, verified=verified)]
    if rest.strip():
        cells.append(nbformat.v4.new_markdown_cell(rest, id="ptp-site-intro"))
    nb.cells[1:1] = cells


def home_notebook(pages: list[str], pages_set: set[str]) -> nbformat.NotebookNode:
    nb = read(REPO / "START_HERE.ipynb")
    rewrite_notebook_links(nb, "", pages_set)
    tree = ("```{toctree}\n:hidden:\n:caption: Chapters\n\n"
            + "\n".join(p.removesuffix(".ipynb") for p in pages) + "\n```\n\n"
            "```{toctree}\n:hidden:\n:caption: Guides\n\n"
            + "\n".join(p.removesuffix(".md") for p in GUIDES) + "\n```\n\n"
            "```{toctree}\n:hidden:\n:caption: Reference\n\n"
            + GLOSSARY.removesuffix(".md") + "\n" + GPU_RESULTS.removesuffix(".md") + "\n```")
    nb.cells.append(nbformat.v4.new_markdown_cell(tree, id="ptp-site-contents"))
    return nb


CONF = '''\
# Written by website/builder.py for this build; edit that file, not this one.
project = "PyTorch in Practice"
author = "the course's authors"
copyright = "the course's authors (MIT)"
root_doc = "START_HERE"
extensions = ["myst_nb"]
exclude_patterns = ["notebooks/**", "**/.ipynb_checkpoints"]
suppress_warnings = {suppress!r}
myst_heading_anchors = 4
nb_execution_mode = "off"          # website/notebooks.py ran every notebook already
nb_merge_streams = False         # website/notebooks.py merges only adjacent streams (order kept)
# an exercise's tests cell is folded (website/notebooks.py tags it hide-input): one click shows it.
# The labels say show/collapse the tests' code: "hide" would read as the hidden tests (GLOSSARY),
# whose code a learner never sees.
nb_code_prompt_show = "Show the test code"
nb_code_prompt_hide = "Collapse the test code"
# $$...$$ and $...$ are formulas, typeset in the browser by the copy of MathJax 3 the site carries
# (website/mathjax/, in _static/: no CDN, nothing fetched at run time).
myst_enable_extensions = ["dollarmath", "amsmath"]
mathjax_path = "mathjax/tex-chtml.js"
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


class Sources:
    """A Sphinx project's sources being staged in ``src``: a file whose content did not change
    keeps its timestamp (Sphinx rebuilds only what changed), and ``finish`` writes the theme's
    files and conf.py, then removes whatever this build did not write (a page that is gone)."""

    def __init__(self, src: Path) -> None:
        self.src, self.written = src, set[Path]()

    def put(self, rel: str, text: str) -> None:
        path = self.src / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text() != text:
            path.write_text(text)
        self.written.add(path)

    def put_nb(self, rel: str, nb: nbformat.NotebookNode) -> None:
        self.put(rel, nbformat.writes(nb) + "\n")

    def copy(self, rel: str, origin: Path) -> None:
        path = self.src / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_bytes() != origin.read_bytes():
            shutil.copyfile(origin, path)
        self.written.add(path)

    def finish(self, conf: str) -> None:
        for origin in sorted(p for p in MATHJAX.rglob("*") if p.is_file()):
            self.copy(f"_static/mathjax/{origin.relative_to(MATHJAX).as_posix()}", origin)
        self.put("_static/widgets.css", WIDGET_CSS)
        self.put("_static/favicon.svg", FAVICON)
        self.put("conf.py", conf.format(github=GITHUB, suppress=SUPPRESS))
        for path in [p for p in self.src.rglob("*") if p.is_file()]:
            if path not in self.written:
                path.unlink()


def stage(src: Path, cache: Path | None = CACHE, log: Callable[[str], None] = print,
          only: set[str] | None = None) -> None:
    """Write the site's sources into ``src``: the executed pages, the other documents, the
    student notebooks to download, conf.py. Files whose content did not change keep their
    timestamps, so Sphinx rebuilds only what changed. With ``only`` (part names such as
    ``01_tensors``), the other parts are not executed: their pages show the outputs in the
    cache, or none."""
    specs = page_specs()
    pages = [target for _, target in specs]
    pages_set = set(pages) | {"START_HERE.ipynb", GLOSSARY, GPU_RESULTS, *GUIDES}
    rows = chapter_rows()
    env_key = environment_key()
    out = Sources(src)
    put, put_nb = out.put, out.put_nb

    log("executing the chapters (solution notebooks, hidden tests removed):")
    for solution, target in specs:
        student = read(student_path(solution))
        run = only is None or solution.stem in only
        nb = page(solution, executed(solution, cache, env_key, log, run), student)
        without_machine_paths(nb)
        snapshot_widgets(nb)
        describe_figures(nb)
        rewrite_notebook_links(nb, os.path.dirname(target), pages_set)
        download = f"/notebooks/{target}"
        insert_banner(nb, rows[target], download)
        navigation.add(nb, [(p, rows[p]["title"]) for p in pages], target)
        found = leaks(notebook_text(nb), secrets(read(solution), student))
        if found:
            raise RuntimeError(f"{target} would show solution or hidden test lines: {found[:5]}")
        put_nb(target, nb)
        put(f"notebooks/{target}", student_path(solution).read_text())
    put_nb("START_HERE.ipynb", home_notebook(pages, pages_set))
    for rel in [*GUIDES, GLOSSARY, GPU_RESULTS]:
        text, doc_dir = document_page(rel), os.path.dirname(rel)
        put(rel, rewrite_links(text, doc_dir, pages_set))
        for image in images_of(text, doc_dir):
            out.copy(image, REPO / image)
    out.finish(CONF)


# The Chinese edition's site (build/site/zh/): its own Sphinx project, in Chinese, with
# Sphinx's Chinese search (words split by jieba, offline).
ZH_CONF = CONF.replace('project = "PyTorch in Practice"',
                       'project = "PyTorch in Practice 中文版"\nlanguage = "zh_CN"') \
    .replace('html_title = "PyTorch in Practice"', 'html_title = "PyTorch in Practice 中文版"') \
    .replace('"Show the test code"', '"展开测试代码"') \
    .replace('"Collapse the test code"', '"收起测试代码"') \
    .replace('"path_to_docs": ""', '"path_to_docs": "zh"') \
    + '''
# Sphinx 9.0's Chinese search ships the English stemmer's JavaScript (it defines EnglishStemmer:
# Chinese words are not stemmed, Latin ones are) but then names it ChineseStemmer, so the search
# page fails with "ChineseStemmer is not defined". Name the class it ships.
from sphinx.search import zh as _zh  # noqa: E402

_zh.SearchChinese.language_name = "English"
'''


def zh_rows() -> dict[str, dict]:
    """The catalogue's rows for the Chinese pages: their Colab and Binder links open the
    Chinese notebooks."""
    rows = {}
    for path, row in chapter_rows().items():
        rows[path] = {**row, "colab": catalogue.COLAB + f"{translation.LANGUAGE}/{path}",
                      "binder": catalogue.BINDER + f"{translation.LANGUAGE}/{path}"}
    return rows


def stage_zh(src: Path, solutions: Path, cache: Path | None = CACHE,
             log: Callable[[str], None] = print, only: set[str] | None = None) -> None:
    """Write the Chinese site's sources into ``src``, as ``stage`` does for the English: the
    Chinese parts (their solutions built from the translations into ``solutions``, executed,
    shown as the student versions of ``zh/chapters``), the Chinese start page and glossary.
    Links to pages the Chinese edition lacks go to GitHub."""
    edition = translation.EDITION
    translation.build_solutions(solutions, [p.stem for p, _ in zh_page_specs(solutions)])
    specs = zh_page_specs(solutions)
    pages = [target for _, target in specs]
    # links are resolved from the repository (zh/...), so what is not a page goes to GitHub
    pages_set = {f"zh/{p}" for p in [*pages, "START_HERE.ipynb", GLOSSARY]}
    rows, env_key = zh_rows(), environment_key()
    titles = [(p, navigation.title_of(read(edition / p))) for p in pages]
    out = Sources(src)
    put = out.put

    log("executing the Chinese edition's parts:")
    for solution, target in specs:
        student_file = edition / target
        student = read(student_file)
        run = only is None or solution.stem in only
        nb = page(solution, executed(solution, cache, env_key, log, run, edition="zh"), student)
        without_machine_paths(nb)
        snapshot_widgets(nb, chinese=True)
        describe_figures(nb, chinese=True)
        rewrite_notebook_links(nb, "zh/" + os.path.dirname(target), pages_set)
        insert_banner(nb, rows[target], f"/notebooks/{target}", chinese=True)
        navigation.add(nb, titles, target, chinese=True)
        found = leaks(notebook_text(nb), secrets(read(solution), student))
        if found:
            raise RuntimeError(f"zh/{target} would show solution or hidden test lines: "
                               f"{found[:5]}")
        out.put_nb(target, nb)
        put(f"notebooks/{target}", student_file.read_text())
    home = read(edition / "START_HERE.ipynb")
    rewrite_notebook_links(home, "zh", pages_set)
    tree = ("```{toctree}\n:hidden:\n:caption: 章节\n\n"
            + "\n".join(p.removesuffix(".ipynb") for p in pages) + "\n```\n\n"
            "```{toctree}\n:hidden:\n:caption: 参考\n\n" + GLOSSARY.removesuffix(".md")
            + "\n```")
    home.cells.append(nbformat.v4.new_markdown_cell(tree, id="ptp-site-contents"))
    out.put_nb("START_HERE.ipynb", home)
    glossary = (edition / GLOSSARY).read_text(encoding="utf-8")
    glossary = re.sub(r'^<a id="([^"]+)"></a>\s*$', r"(\1)=", glossary, flags=re.M)
    put(GLOSSARY, rewrite_links(glossary, "zh", pages_set))
    out.finish(ZH_CONF)


# The theme's header words its Chinese catalogue lacks (sphinx_book_theme's launch buttons, a
# few pydata-sphinx-theme labels), as the Chinese pages say them; "列印" is Taiwan's word.
ZH_CHROME = {
    'title="Launch on Binder"': 'title="在 Binder 上启动"',
    'title="Launch on Colab"': 'title="在 Colab 中打开"',
    'aria-label="Launch interactive content"': 'aria-label="启动交互式笔记本"',
    'title="Color mode"': 'title="颜色模式"', 'aria-label="Color mode"': 'aria-label="颜色模式"',
    'title="System Settings"': 'title="跟随系统"',
    '></i>System Settings</button>': '></i>跟随系统</button>',
    'title="Toggle primary sidebar"': 'title="显示或隐藏左侧栏"',
    'title="Toggle secondary sidebar"': 'title="显示或隐藏右侧栏"',
    'aria-label="Toggle hidden content"': 'aria-label="显示或隐藏折叠的内容"',
    'aria-label="Search..."': 'aria-label="搜索……"',
    'title="列印成 PDF"': 'title="打印为 PDF"',
}


def localize_zh(text: str) -> str:
    """A page of the Chinese site with the theme's English header words (``ZH_CHROME``) in
    Chinese."""
    for english, chinese in ZH_CHROME.items():
        text = text.replace(english, chinese)
    return text


SWITCH = ('<a class="ptp-language" href="{href}" lang="{lang}" hreflang="{lang}" '
          'style="position:fixed;top:0.6rem;right:1rem;z-index:2000;padding:0.15rem 0.6rem;'
          'border:1px solid #ee4c2c;border-radius:0.3rem;background:#fff;color:#ee4c2c;'
          'font-size:0.9rem;text-decoration:none">{label}</a>')


def language_switch(out: Path) -> int:
    """A link on every page of both sites to the same page in the other language (or, where
    the other edition has no such page, to its start page). Returns the pages given one."""
    zh = out / translation.LANGUAGE
    if not zh.exists():
        return 0
    count = 0
    for page_path in sorted(out.rglob("*.html")):
        chinese = page_path.is_relative_to(zh)
        rel = page_path.relative_to(zh if chinese else out)
        if rel.name == "index.html" and len(rel.parts) == 1:
            continue  # the redirect to the start page
        other_root = out if chinese else zh
        other = other_root / rel if (other_root / rel).exists() else \
            other_root / "START_HERE.html"
        href = os.path.relpath(other, page_path.parent).replace(os.sep, "/")
        link = SWITCH.format(href=href, lang="en" if chinese else "zh-CN",
                             label="English" if chinese else "中文")
        text = page_path.read_text(encoding="utf-8")
        if "ptp-language" in text:
            continue
        at = re.search(r"<body[^>]*>", text)
        n = 1 if at else 0
        if at:
            text = text[:at.end()] + link + text[at.end():]
        if n:
            page_path.write_text(text, encoding="utf-8")
            count += 1
    return count


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
    if (translation.EDITION / "START_HERE.ipynb").exists():  # the Chinese edition: out/zh/
        zh = out / translation.LANGUAGE
        stage_zh(work / "src-zh", work / "zh-solutions", cache, log, only)
        log(f"sphinx: {work / 'src-zh'} -> {zh}")
        status = build_main(["-b", "html", "-W", "--keep-going", "-q", "-j", "1", "-d",
                             str(work / "doctrees-zh"), str(work / "src-zh"), str(zh)])
        if status:
            raise RuntimeError(f"sphinx-build of the Chinese site failed (status {status})")
        for _, target in zh_page_specs(work / "zh-solutions"):
            shutil.copyfile(translation.EDITION / target, zh / "_sources" / target)
        (zh / "index.html").write_text(REDIRECT)
        for page_path in zh.rglob("*.html"):
            text = page_path.read_text(encoding="utf-8")
            localized = localize_zh(text)
            if localized != text:
                page_path.write_text(localized, encoding="utf-8")
        log(f"language switch on {language_switch(out)} pages")
    log(f"built {out} in {time.perf_counter() - start:.0f} s")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m website",
                                 description=website.__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=SITE, help="where the site goes (build/site)")
    ap.add_argument("--no-cache", action="store_true",
                    help="execute every notebook again (the cache is neither read nor written)")
    args = ap.parse_args(argv)
    build(args.out.resolve(), None if args.no_cache else CACHE)
    return 0


if __name__ == "__main__":
    sys.exit(main())
