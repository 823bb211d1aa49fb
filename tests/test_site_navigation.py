"""Every part page of both editions carries the same generated navigation (website/navigation.py):
one position line under the banner naming the chapter and the part by its id, one closing
previous/next line, links to the neighbouring parts that exist, and none of the notebooks' own
navigation lines left beside them. Checked on the pages as staged (no execution), and on the
built site where one is there (build/site)."""

from __future__ import annotations

import html as html_text
import os
import re
from pathlib import Path

import pytest

from edition import builder as translation
from graders.course import REPO, read
from website import builder, navigation

LEFTOVER = re.compile(r"(?i)\bpart [12ab]\b|第 [12] 部分|共两部分")


def staged(chinese: bool) -> list[tuple[str, object]]:
    """(page path, the page's notebook with its banner and navigation) for every part."""
    if chinese:
        specs = [(translation.EDITION / t, t) for _, t in builder.page_specs()
                 if (translation.EDITION / t).exists()]
        rows = builder.zh_rows()
    else:
        specs = [(REPO / t.replace("chapters/", "solutions/", 1), t)
                 for _, t in builder.page_specs()]
        rows = builder.chapter_rows()
    notebooks = {t: read(path) for path, t in specs}
    titles = [(t, navigation.title_of(nb) if chinese else rows[t]["title"])
              for t, nb in notebooks.items()]
    pages = []
    for t, nb in notebooks.items():
        builder.insert_banner(nb, rows[t], f"/notebooks/{t}", chinese=chinese)
        navigation.add(nb, titles, t, chinese=chinese)
        pages.append((t, nb))
    return pages


@pytest.mark.parametrize("chinese", [False, True], ids=["en", "zh"])
def test_every_part_page_has_the_same_generated_navigation(chinese):
    pages = staged(chinese)
    assert len(pages) == 22, len(pages)
    paths = [t for t, _ in pages]
    for at, (target, nb) in enumerate(pages):
        part, chapter = navigation.part_id(target)
        ids = [c.get("id") for c in nb.cells]
        assert ids.count("ptp-site-position") == 1 and ids[-1] == "ptp-site-next", target
        assert ids.index("ptp-site-position") == ids.index("ptp-site-banner") + 1, target
        top = nb.cells[ids.index("ptp-site-position")].source
        bottom = nb.cells[-1].source
        siblings = sum(navigation.part_id(p)[1] == chapter for p in paths)
        if chinese:
            assert (f"共 {siblings} 部分，这是 {part}" in top if siblings > 1
                    else "只有这一部分" in top), top
        else:
            assert (f"has {siblings} parts; this is {part}" in top if siblings > 1
                    else "its only part" in top), top
        for line in (top, bottom):
            links = re.findall(r"\]\(([^)]+)\)", line)
            assert len(links) == 2, (target, line)
            for link in links:
                assert (REPO / os.path.dirname(target) / link).resolve().exists() or \
                    link.endswith("START_HERE.ipynb"), (target, link)
            if at:
                assert os.path.basename(paths[at - 1]) in line, (target, line)
            if at + 1 < len(paths):
                assert os.path.basename(paths[at + 1]) in line, (target, line)
        rest = "\n\n".join(c.source for c in nb.cells
                           if c.cell_type == "markdown" and c.get("id") not in
                           ("ptp-site-position", "ptp-site-next", "ptp-site-banner"))
        for paragraph in rest.split("\n\n"):
            assert not navigation.NAV_PARAGRAPH.match(paragraph.strip()), (target, paragraph)
            if "](" in paragraph:
                assert not navigation.LAUNCH_LINK.search(paragraph), (target, paragraph)
        # the generated words name parts by their ids only (the titles are the parts' own)
        words = re.sub(r"\[[^\]]*\]\([^)]*\)", "[]", top + bottom)
        assert not LEFTOVER.search(words), (target, top, bottom)


BUILT = Path(os.environ.get("PTP_SITE_DIR") or builder.SITE)


@pytest.mark.skipif(not (BUILT / "START_HERE.html").exists(), reason="no built site")
def test_every_built_part_page_has_the_navigation():
    """On the built site (``PTP_SITE_DIR``, else build/site), every part page of both editions
    shows the position line and the closing line, and links the next part."""
    paths = [t for _, t in builder.page_specs()]
    for root, chinese in ((BUILT, False), (BUILT / "zh", True)):
        for at, target in enumerate(paths):
            page = root / target.replace(".ipynb", ".html")
            assert page.exists(), page
            raw = page.read_text(encoding="utf-8")
            text = " ".join(html_text.unescape(re.sub(r"<[^>]+>", " ", raw)).split())
            text = text.replace(" ：", "：")
            part, chapter = navigation.part_id(target)
            siblings = sum(navigation.part_id(p)[1] == chapter for p in paths)
            if chinese:
                where = (f"共 {siblings} 部分，这是 {part}" if siblings > 1
                         else f"第 {chapter} 章只有这一部分")
                closing = "下一部分：" if at + 1 < len(paths) else "这是最后一部分"
            else:
                where = (f"has {siblings} parts; this is {part}" if siblings > 1
                         else "its only part")
                closing = "Next part:" if at + 1 < len(paths) else "The last part"
            assert where in text and closing in text, (page, where, closing)
            if at + 1 < len(paths):
                assert os.path.basename(paths[at + 1]).replace(".ipynb", ".html") in raw, page


@pytest.mark.parametrize("chinese", [False, True], ids=["en", "zh"])
def test_a_page_quoting_the_recorded_gpu_check_says_so_in_its_header(chinese):
    """A page that quotes the recorded GPU check (benchmarks/gpu_results.md) says in its banner
    that its GPU numbers come from there, with the card, the torch version and a link; a page
    that quotes none keeps the plain 'not yet'."""
    record = builder.gpu_record()
    assert record is not None
    quoting = []
    for target, nb in staged(chinese):
        banner = next(c.source for c in nb.cells if c.get("id") == "ptp-site-banner")
        quotes = any(builder.QUOTES_GPU.search(c.source) for c in nb.cells
                     if c.get("id") != "ptp-site-banner")
        if quotes:
            quoting.append(target)
            assert "gpu_results.md" in banner and record["card"] in banner, (target, banner)
            assert record["torch"] in banner and record["date"] in banner, (target, banner)
            if not chinese:
                link = re.search(r"\]\(([^)]*gpu_results\.md)\)", banner).group(1)
                assert (REPO / os.path.dirname(target) / link).resolve().exists(), link
        else:
            assert "gpu_results" not in banner, (target, banner)
    assert len(quoting) >= 4, quoting
