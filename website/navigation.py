"""Every part page's place in the course, generated (``python -m website``): one position line
under the banner and one previous/next line at the end, the same on every page of both
editions, with the parts named by their ids ("part 08a", "第 08a 部分").

The notebooks carry hand-written lines of the same kind (a "next part" link in the launch line,
an italic "Chapter 05, part a of two" line, a closing "**Next:**" paragraph), worded differently
from part to part; ``strip`` takes them off the pages, so the generated lines are the only ones.
"""

from __future__ import annotations

import os
import re

import nbformat

# A part id ("08a", "00") and its chapter ("08") from a page path.
PART = re.compile(r"/(\d\d)([a-z]?)_[^/]*\.ipynb$")

# The hand-written navigation the pages lose (English and Chinese forms).
LAUNCH_LINK = re.compile(r"\s*·\s*(?:next part|previous part|下一部分|上一部分)[:：]\s*"
                         r"\[[^\]]*\]\([^)]*\)")
NAV_PARAGRAPH = re.compile(
    r"^(?:\*Chapter \d\d, part [ab] of two\..*\*"
    r"|\*第 \d\d 章共两部分.*\*"
    r"|\*\*(?:Next|Previous):\*\*.*"
    r"|\*\*(?:下一部分|上一部分|下一章)(?:：\*\*|\*\*：).*)$", re.S)


def part_id(target: str) -> tuple[str, str]:
    """(part id, chapter number) of a page path: ``("08a", "08")``, ``("00", "00")``."""
    match = PART.search("/" + target)
    if not match:
        raise ValueError(f"not a part page: {target}")
    return match.group(1) + match.group(2), match.group(1)


def title_of(nb: nbformat.NotebookNode) -> str:
    """A part's title as its first heading gives it, without the id: ``Going deeper: ...``."""
    first = nb.cells[0].source.splitlines()[0]
    return re.sub(r"^#\s*(\d\d[a-z]?\s*·\s*)?", "", first).strip()


def strip(nb: nbformat.NotebookNode) -> None:
    """Take the notebook's own navigation lines off a page (see the module's docstring)."""
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        paragraphs = [LAUNCH_LINK.sub("", p) if "](" in p else p
                      for p in cell.source.split("\n\n")]
        kept = [p for p in paragraphs if not NAV_PARAGRAPH.match(p.strip())]
        if kept != cell.source.split("\n\n"):
            cell.source = "\n\n".join(kept)
    nb.cells = [c for c in nb.cells if c.cell_type != "markdown" or c.source.strip()]


def _link(label: str, frm: str, to: str) -> str:
    rel = os.path.relpath(to, os.path.dirname(frm) or ".").replace(os.sep, "/")
    return f"[{label}]({rel})"


def lines(pages: list[tuple[str, str]], target: str, chinese: bool = False) -> tuple[str, str]:
    """(position line, closing line) of the page ``target``; ``pages`` is every part page in
    course order as (page path, title)."""
    paths = [p for p, _ in pages]
    titles = dict(pages)
    at = paths.index(target)
    part, chapter = part_id(target)
    siblings = [p for p in paths if part_id(p)[1] == chapter]
    prev = paths[at - 1] if at else None
    nxt = paths[at + 1] if at + 1 < len(paths) else None
    start = os.path.relpath("START_HERE.ipynb", os.path.dirname(target)).replace(os.sep, "/")

    def name(path: str) -> str:
        return f"{part_id(path)[0]} · {titles[path]}"

    if chinese:
        where = (f"第 {chapter} 章共 {len(siblings)} 部分，这是 {part}"
                 if len(siblings) > 1 else f"第 {chapter} 章只有这一部分")
        before = f"上一部分：{_link(name(prev), target, prev)}" if prev else \
            f"返回[全部章节]({start})"
        after = f"下一部分：{_link(name(nxt), target, nxt)}" if nxt else \
            f"这是最后一部分，返回[全部章节]({start})"
        return (f"*{where}。{before}。{after}。*", f"**{before}。{after}。**")
    where = (f"Chapter {chapter} has {len(siblings)} parts; this is {part}" if len(siblings) > 1
             else f"Chapter {chapter}, its only part")
    before = f"previous part: {_link(name(prev), target, prev)}" if prev else \
        f"back to [all chapters]({start})"
    after = f"next part: {_link(name(nxt), target, nxt)}" if nxt else \
        f"the last part; back to [all chapters]({start})"
    return (f"*{where} · {before} · {after}*",
            f"**{before[0].upper() + before[1:]} · {after[0].upper() + after[1:]}**")


def add(nb: nbformat.NotebookNode, pages: list[tuple[str, str]], target: str,
        chinese: bool = False) -> None:
    """Strip the page's own navigation and put the generated lines in: the position line right
    after the banner (or the title cell), the closing line after the last cell."""
    strip(nb)
    top, bottom = lines(pages, target, chinese)
    at = next((i + 1 for i, c in enumerate(nb.cells) if c.get("id") == "ptp-site-banner"), 1)
    nb.cells.insert(at, nbformat.v4.new_markdown_cell(top, id="ptp-site-position"))
    nb.cells.append(nbformat.v4.new_markdown_cell(bottom, id="ptp-site-next"))
