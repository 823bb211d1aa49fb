"""Every relative link in the README and in the notebooks' markdown points to a file that exists,
and every Colab/Binder link names a chapter notebook that exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from graders.course import CHAPTERS, REPO, SOLUTIONS, chapter_names, notebooks_of, read

MD_LINK = re.compile(r"\]\(([^)\s]+)\)")
HOSTED = re.compile(r"(?:colab\.research\.google\.com/github|mybinder\.org/v2/gh)/[^/]+/[^/]+/"
                    r"(?:blob/)?main(?:\?urlpath=lab/tree)?/?([^)\s\"']+\.ipynb)")


def links(text: str) -> list[str]:
    return MD_LINK.findall(text)


def check(text: str, base: Path) -> list[str]:
    broken = []
    for target in links(text):
        hosted = HOSTED.search(target)
        if hosted:
            if not (REPO / hosted.group(1)).exists():
                broken.append(target)
            continue
        if target.startswith(("http://", "https://", "mailto:", "#")):
            continue
        if not (base / target.split("#")[0]).exists():
            broken.append(target)
    return broken


def test_readme_links_exist() -> None:
    """README links (files, Colab and Binder chapter links) all resolve."""
    text = (REPO / "README.md").read_text()
    assert check(text, REPO) == []
    assert len(HOSTED.findall(text)) >= 2 * len(chapter_names())


@pytest.mark.parametrize("path", [p for ch in chapter_names() for root in (SOLUTIONS, CHAPTERS)
                                  for p in notebooks_of(ch, root)],
                         ids=lambda p: str(p.relative_to(REPO)))
def test_notebook_links_exist(path: Path) -> None:
    """Relative links in a notebook's markdown cells resolve from the notebook's folder."""
    text = "\n".join(c.source for c in read(path).cells if c.cell_type == "markdown")
    assert check(text, path.parent) == []
