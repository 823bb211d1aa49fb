"""Every link in the README, the guides (docs/), the start page and the notebooks that points
into this repository (relative links, and Colab, Binder and GitHub links to it) names a file that
exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from graders.course import CHAPTERS, OURS, REPO, SOLUTIONS, chapter_names, notebooks_of, read

START_PAGE = REPO / "START_HERE.ipynb"
MD_LINK = re.compile(r"\]\(([^)\s]+)\)")
# Links into a GitHub repository through the places that serve it, with the path they name.
SERVED = re.compile(
    r"^https://(?:colab\.research\.google\.com/github/(?P<colab>[^/]+/[^/]+)/blob/main/"
    r"|mybinder\.org/v2/gh/(?P<binder>[^/]+/[^/?]+)/main(?:\?urlpath=lab/tree/|/?$)"
    r"|github\.com/(?P<github>[^/]+/[^/]+)/(?:blob|tree)/main/)(?P<path>[^#?]*)")
HOSTED = re.compile(r"(?:colab\.research\.google\.com/github|mybinder\.org/v2/gh)/[^/]+/[^/]+/"
                    r"(?:blob/)?main(?:\?urlpath=lab/tree)?/?([^)\s\"']+\.ipynb)")
BINDER_START = f"https://mybinder.org/v2/gh/{OURS}/main?urlpath=lab/tree/START_HERE.ipynb"


def links(text: str) -> list[str]:
    return MD_LINK.findall(text)


def into_repo(target: str) -> str | None:
    """The repository path a Colab, Binder or GitHub link into this course names, else None."""
    served = SERVED.match(target)
    if served and OURS in {served["colab"], served["binder"], served["github"]}:
        return served["path"].rstrip("/") or "."
    if re.match(rf"^https://(?:[a-z.]+\.)?(?:github\.com|mybinder\.org|colab\.research\.google"
                rf"\.com)/.*{re.escape(OURS)}", target):
        return "<unrecognised link into the course: not on main, or not a path>"
    return None


GLOSSARY = REPO / "GLOSSARY.md"


def anchors(path: Path) -> set[str]:
    """The anchors of a Markdown file: its headings as GitHub slugs them, and explicit ids."""
    text = path.read_text()
    slugs = set()
    for heading in re.findall(r"^#+\s+(.+?)\s*$", text, re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        slugs.add(slug)
    return slugs | set(re.findall(r'<a id="([^"]+)">', text))


def check(text: str, base: Path) -> list[str]:
    """The links in ``text`` that do not resolve (relative ones from ``base``), and links to a
    section of a Markdown file (the glossary's words) that it does not have."""
    broken = []
    for target in links(text):
        file, _, anchor = target.partition("#")
        if anchor and file.endswith(".md") and not file.startswith(("http://", "https://")):
            if (base / file).exists() and anchor not in anchors(base / file):
                broken.append(target)
                continue
        path = into_repo(target)
        if path is not None:
            if not (REPO / path).exists() or ("colab.research" in target
                                              and not path.endswith(".ipynb")):
                broken.append(target)
            continue
        if target.startswith(("http://", "https://", "mailto:", "#")):
            continue
        if not (base / target.split("#")[0]).exists():
            broken.append(target)
    return broken


def markdown_of(path: Path) -> str:
    return "\n".join(c.source for c in read(path).cells if c.cell_type == "markdown")


def test_check_finds_broken_links() -> None:
    """The checker itself: a missing file, a word the glossary does not explain, a Colab or
    Binder link to a missing notebook and a link to another branch are broken; links elsewhere
    on the web are not checked."""
    good = ["README.md", f"https://colab.research.google.com/github/{OURS}/blob/main/"
            "chapters/00_setup/00_setup.ipynb", BINDER_START,
            f"https://mybinder.org/v2/gh/{OURS}/main", f"https://github.com/{OURS}/tree/main/ptp",
            "https://pytorch.org/docs/stable/index.html", "https://github.com/containers/bubblewrap",
            "GLOSSARY.md#device", "GLOSSARY.md#leaf-tensor", "GLOSSARY.md#grad_fn",
            "GLOSSARY.md#torch-compile", "GLOSSARY.md#nan-and-inf"]
    bad = ["NOPE.md", "GLOSSARY.md#no-such-word", f"https://colab.research.google.com/github/{OURS}/blob/main/chapters/x.ipynb",
           f"https://mybinder.org/v2/gh/{OURS}/main?urlpath=lab/tree/NOPE.ipynb",
           f"https://github.com/{OURS}/blob/dev/README.md"]
    text = "\n".join(f"[x]({t})" for t in good + bad)
    assert check(text, REPO) == bad


def released() -> list[str]:
    """The student notebooks in chapters/ (a chapter's parts each have their own), as paths
    from the repository (a chapter being written is not released yet)."""
    return [f"chapters/{name}/{p.name}" for name in chapter_names()
            for p in notebooks_of(name, CHAPTERS)]


def test_readme_links_exist() -> None:
    """README links (files, Colab and Binder chapter links, the Binder badge) all resolve, and
    every released notebook (each part of a chapter) has its Colab and Binder links."""
    text = (REPO / "README.md").read_text()
    assert check(text, REPO) == []
    hosted = HOSTED.findall(text)
    assert released()
    for path in released():
        assert hosted.count(path) >= 2, path


@pytest.mark.parametrize("path", sorted((REPO / "docs").glob("*.md")), ids=lambda p: p.name)
def test_guide_links_exist(path: Path) -> None:
    """The guides' links (relative ones from docs/, to sections of other pages included)
    resolve."""
    assert check(path.read_text(), path.parent) == []


def test_readme_binder_badge_opens_the_start_page() -> None:
    text = (REPO / "README.md").read_text()
    assert f"[![Binder](https://mybinder.org/badge_logo.svg)]({BINDER_START})" in text
    assert "(START_HERE.ipynb)" in text


def test_start_page_links_exist() -> None:
    """The start page links resolve, and it links every chapter's every part (in JupyterLab and
    on Colab)."""
    text = markdown_of(START_PAGE)
    assert check(text, REPO) == []
    targets = links(text)
    for path in released():
        assert path in targets, f"START_HERE.ipynb does not link {path}"
        assert any(t.startswith("https://colab.") and t.endswith(path) for t in targets), path
    assert BINDER_START in targets


def test_start_page_is_markdown_only() -> None:
    """A map, not a program: markdown cells only, nothing but the kernel in its metadata."""
    nb = read(START_PAGE)
    assert {c.cell_type for c in nb.cells} == {"markdown"}
    assert set(nb.metadata) <= {"kernelspec", "language_info"}
    assert all(not c.metadata and not c.get("attachments") for c in nb.cells)


def test_make_lab_opens_the_start_page() -> None:
    makefile = (REPO / "Makefile").read_text()
    assert re.search(r"^START := START_HERE\.ipynb$", makefile, re.M)
    assert "--LabApp.default_url=/lab/tree/$(START)" in makefile


@pytest.mark.parametrize("path", [p for ch in chapter_names() for root in (SOLUTIONS, CHAPTERS)
                                  for p in notebooks_of(ch, root)],
                         ids=lambda p: str(p.relative_to(REPO)))
def test_notebook_links_exist(path: Path) -> None:
    """Links in a notebook's markdown cells, its first cell included, resolve (relative ones from
    the notebook's folder)."""
    cells = read(path).cells
    assert check(cells[0].source, path.parent) == [], "first cell"
    assert check(markdown_of(path), path.parent) == []


@pytest.mark.parametrize("chapter", chapter_names())
def test_first_cell_opens_the_chapter_in_colab_and_binder(chapter: str) -> None:
    """Each chapter's first cell links to its own student version on Colab and on Binder."""
    for path in notebooks_of(chapter):
        first = read(path).cells[0].source
        student = f"chapters/{chapter}/{path.name}"
        assert f"https://colab.research.google.com/github/{OURS}/blob/main/{student}" in first
        assert f"https://mybinder.org/v2/gh/{OURS}/main?urlpath=lab/tree/{student}" in first


ZH = REPO / "zh"


@pytest.mark.parametrize("path", sorted([*ZH.glob("chapters/*/*.ipynb"), *ZH.glob("*.ipynb"),
                                         *ZH.glob("*.md")]), ids=lambda p: str(p.relative_to(ZH)))
def test_chinese_edition_links_exist(path: Path) -> None:
    """The Chinese edition's links resolve: to its own pages where it has them, to the English
    ones (the guides, the benchmarks, a part not translated) where it does not."""
    text = markdown_of(path) if path.suffix == ".ipynb" else path.read_text(encoding="utf-8")
    assert check(text, path.parent) == []
