"""The built site's lint: what no page of either edition may show (``python -m website.lint``).

Each kind is a defect a reader of the rendered pages found (reviews/2026-12-05), checked on the
built HTML, where the learner meets it:

- ``raw-math``: TeX shown as text (``$$\\nabla \\frac…``), or a formula on a page that does not
  load the site's own MathJax (``_static/mathjax/``: nothing from a CDN);
- ``frozen-bar``: a progress bar recorded mid-way (a widget snapshot's ``<progress>``, or a text
  bar short of 100 %);
- ``widget-return``: what ``interact`` displayed of its function's return value, under a widget
  snapshot (``website/widgets.py`` marks it);
- ``machine-path``: a path of the machine that built the site (``/tmp/…``, ``/work/…``, a home
  folder) in an output;
- ``address``: an object's memory address (``0x7f…``) in an output;
- ``long-float``: a float printed with 12 or more decimals in an output;
- ``cut-error``: an error or warning message cut mid-word (or mid-bracket) in an output;
- ``stderr-noise``: a library's own log lines in an output (the profiler's kineto, matplotlib's
  font cache);
- ``markdown``: Markdown that rendered as something else (``2**22`` as bold, stray ``**``).

``lint_page`` checks one page's HTML; ``lint_site`` every page of a built site (both editions).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

KINDS = ("raw-math", "frozen-bar", "widget-return", "machine-path", "address", "long-float",
         "cut-error", "stderr-noise", "markdown")

# The classes that open an output (a code cell's, or a widget snapshot's) and an input.
OUTPUT_CLASSES = {"cell_output", "ptp-widget-snapshot"}
INPUT_CLASSES = {"cell_input"}
MATH_CLASSES = {"math"}
WIDGET_RESULT = "ptp-w-result"  # website/widgets.py: what interact displayed of a return value
SKIP_TAGS = {"script", "style", "head", "title", "svg"}
VOID = {"br", "img", "input", "meta", "link", "hr", "wbr", "source", "col", "area", "base",
        "embed", "param", "track"}
BLOCKS = {"p", "div", "li", "pre", "tr", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "dd",
          "dt", "section", "blockquote", "br", "table", "ul", "ol", "dl", "figcaption"}

TEX = re.compile(r"\$\$|\\(?:frac|sum|nabla|sqrt|partial|mathbf|mathrm|cdot|times|alpha|beta|"
                 r"theta|sigma|lambda|mu|ell|Big|big|left|right|text|int|prod|log|exp|le|ge|"
                 r"approx|infty)(?![A-Za-z])|\$[^$\s][^$\n]{0,80}[\\^_][^$\n]{0,80}\$")
MATHJAX_LOCAL = re.compile(r'<script[^>]+src="(?![a-z]+:|//)[^"]*_static/mathjax/[^"]+"')
BAR_WIDGET = re.compile(r"<progress\b")
# tqdm's text: "desc: 62%|██████▏   | 49/79 [00:01<00:00, 45.1it/s]" (the bar may be missing)
BAR_TEXT = re.compile(r"(?<![\d.])(\d{1,3})%\s*(?:\|[^|\n]*\|)?\s*(\d+)/(\d+)\s*\[")
PATH = re.compile(r"(?<![\w.~/-])(?:/tmp/|/var/tmp/|/work/|/home/\w|/root/|/Users/\w|"
                  r"/private/var/|/var/folders/|[A-Za-z]:\\Users\\)[^\s'\"<>),:]*")
ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{8,}\b")
LONG_FLOAT = re.compile(r"(?<![\w.])-?\d+\.\d{12,}(?:[eE][-+]?\d+)?(?![\w.])")
NOISE = re.compile(r"kineto|\bSTAGE:\w|gpuGetDeviceCount|Matplotlib is building the font cache|"
                   r"Matplotlib created a temporary (?:cache|config)|mkdir -p failed for path|"
                   r"Fontconfig (?:error|warning)|Glyph \d+ .{0,80}missing from font|"
                   r"\[W\d{4} \d\d:\d\d:\d\d|"
                   r"^[WE]\d{4} \d\d:\d\d:\d\d\.\d+", re.I | re.M)
# An error or warning the page prints: a traceback's last line, a helper's report of one.
ERROR_LINE = re.compile(r"(?:raised as expected ->|按预期抛出|\b[A-Z]\w*(?:Error|Exception|"
                        r"Warning|Interrupt)\b:|\b(?:[a-z_]\w*\.)+[A-Z]\w*:|\b(?:warning|error):)\s*(.+)$",
                        re.M)
WORD = re.compile(r"[A-Za-z]+")
# Bold or italics that start or end inside a word (2<strong>22 … 2</strong>16): the parser marks
# where prose emphasis opens and closes.
EMPHASIS, OPEN, CLOSE = {"strong", "em"}, "\x01", "\x02"
INTRAWORD_EMPHASIS = re.compile(r"[A-Za-z0-9]\x01[A-Za-z0-9][^\x02]*\x02|"
                                r"\x01[^\x02]*[A-Za-z0-9]\x02[A-Za-z0-9]")
# ``**`` left as text, except Python's power between operands (2**20, 10**D)
STRAY_STARS = re.compile(r"(?<![\\*])\*\*(?!\*)")
POWER = re.compile(r"[A-Za-z0-9_)]\*\*[A-Za-z0-9_(-]")
OPENERS, CLOSERS = "([{", ")]}"
URL = re.compile(r"\b(?:https?|file)://\S+")


@dataclass(frozen=True)
class Finding:
    page: str
    kind: str
    excerpt: str

    def __str__(self) -> str:
        return f"{self.page}: {self.kind}: {self.excerpt}"


@dataclass
class Block:
    """A run of text of one region of a page: ``prose``, ``code`` (an input, a code span),
    ``math``, ``output`` or ``widget`` (a widget snapshot in an output); ``result`` for what
    interact displayed of a return value."""

    region: str
    text: str
    result: bool = False


class _Regions(HTMLParser):
    """Splits a page into blocks of prose, code, math and output text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str, bool]] = []  # (tag, region, result)
        self.blocks: list[Block] = []
        self.skip = 0

    def _region(self) -> tuple[str, bool]:
        return self.stack[-1][1:] if self.stack else ("prose", False)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            if tag == "br":
                self.handle_data("\n")
            return
        classes = set((dict(attrs).get("class") or "").split())
        region, result = self._region()
        if tag in SKIP_TAGS:
            self.skip += 1
        elif region != "widget" and "ptp-widget-snapshot" in classes:
            region = "widget"
        elif region not in {"output", "widget"} and classes & OUTPUT_CLASSES:
            region = "output"
        elif region == "prose" and classes & MATH_CLASSES:
            region = "math"
        elif region == "prose" and (classes & INPUT_CLASSES or tag in {"code", "pre", "kbd"}):
            region = "code"
        result = result or WIDGET_RESULT in classes
        self.stack.append((tag, region, result))
        if tag in EMPHASIS and region == "prose":
            self.handle_data(OPEN)
        if tag in BLOCKS:
            self.handle_data("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if tag in SKIP_TAGS and self.skip:
            self.skip -= 1
        if tag in EMPHASIS and self._region()[0] == "prose":
            self.handle_data(CLOSE)
        # close up to the matching tag (HTML in outputs is not always well-formed)
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break
        if tag in BLOCKS:
            self.handle_data("\n")

    def handle_data(self, data: str) -> None:
        if self.skip:
            return
        region, result = self._region()
        last = self.blocks[-1] if self.blocks else None
        if last and last.region == region and last.result == result:
            last.text += data
        else:
            self.blocks.append(Block(region, data, result))


def _plain(text: str) -> str:
    return text.replace(OPEN, "").replace(CLOSE, "")


def blocks(html_text: str) -> list[Block]:
    parser = _Regions()
    parser.feed(html_text)
    parser.close()
    return parser.blocks


def _excerpt(text: str, start: int, end: int, width: int = 60) -> str:
    shown = text[max(0, start - width // 2):end + width // 2]
    return " ".join(shown.split())[:160]


def _last_word(message: str) -> str:
    message = URL.sub("", message).rstrip()
    words = WORD.findall(message[-40:])
    return words[-1] if words and message.rstrip()[-1:].isalpha() else ""


def _unbalanced(message: str) -> bool:
    depth = 0
    for ch in message:
        if ch in OPENERS:
            depth += 1
        elif ch in CLOSERS:
            depth = max(0, depth - 1)
    return depth > 0 or message.rstrip()[-1:] in OPENERS or message.count("`") % 2 == 1


def error_messages(text: str) -> list[tuple[int, int, str]]:
    """The error and warning messages in an output's text: (start, end, message)."""
    found = []
    for m in ERROR_LINE.finditer(text):
        message = m.group(1).rstrip()
        found.append((m.start(), m.start(1) + len(message), message))
    return found


def vocabulary(texts: Iterable[str]) -> set[str]:
    """The words a site uses, lower-cased, without the last word of its error messages (so a
    word cut short there is no word)."""
    words: set[str] = set()
    for text in texts:
        ends = {end for _, end, _ in error_messages(text)}
        for m in WORD.finditer(text):
            if m.end() not in ends:
                words.add(m.group(0).lower())
    return words


def cut_short(message: str, words: set[str]) -> bool:
    """Whether an error message ends mid-word or mid-bracket: its brackets left open, or its
    last word one letter long, or no word of the site but the start of one."""
    if message.endswith(("…", "...")):
        return False  # cut, and says so
    if _unbalanced(message):
        return True
    last = _last_word(message)
    if not last:
        return False
    if len(last) == 1:
        return last not in {"a", "A"}
    # a word cut short: no word of the site, but the start of one ("Alternat", "globa")
    last = last.lower()
    return last not in words and any(w.startswith(last) for w in words)


def lint_page(html_text: str, page: str = "", words: set[str] | None = None,
              parts: list[Block] | None = None) -> list[Finding]:
    """Every defect of the page whose HTML is ``html_text`` (``parts``: its ``blocks``, when
    parsed already). ``words``: the site's vocabulary (``vocabulary``) for telling a message cut
    mid-word; the page's own when not given."""
    found: list[Finding] = []

    def add(kind: str, text: str, start: int, end: int) -> None:
        found.append(Finding(page, kind, _excerpt(text, start, end)))

    parts = blocks(html_text) if parts is None else parts
    outputs = [b.text for b in parts if b.region in {"output", "widget"}]
    if words is None:
        words = vocabulary(b.text for b in parts)

    # raw math: TeX in the prose, or a formula without the site's own MathJax
    for b in parts:
        for line in _plain(b.text).splitlines() if b.region == "prose" else ():
            m = TEX.search(line)
            if m:
                add("raw-math", line, m.start(), m.end())
    if any(b.region == "math" and b.text.strip() for b in parts) \
            and not MATHJAX_LOCAL.search(html_text):
        found.append(Finding(page, "raw-math", "a formula, but no MathJax of the site's own"))

    for m in BAR_WIDGET.finditer(html_text):
        add("frozen-bar", html_text, m.start(), m.end() + 40)
    for b in parts:
        if b.result and b.text.strip():
            found.append(Finding(page, "widget-return", " ".join(b.text.split())[:160]))
    for b in parts:  # a text bar (a widget's is counted by its <progress>)
        for m in BAR_TEXT.finditer(b.text) if b.region == "output" else ():
            if int(m.group(1)) < 100 or m.group(2) != m.group(3):
                add("frozen-bar", b.text, m.start(), m.end())
    for text in outputs:
        for kind, pattern in (("machine-path", PATH), ("address", ADDRESS),
                              ("long-float", LONG_FLOAT), ("stderr-noise", NOISE)):
            for m in pattern.finditer(text):
                add(kind, text, m.start(), m.end())
        for start, end, message in error_messages(text):
            if cut_short(message, words):
                add("cut-error", text, start, end)

    for b in parts:
        if b.region == "prose":
            for m in INTRAWORD_EMPHASIS.finditer(b.text):
                add("markdown", b.text.replace(OPEN, "<b>").replace(CLOSE, "</b>"), m.start(),
                    m.end())
            text = _plain(b.text)
            for m in STRAY_STARS.finditer(text):
                if not POWER.match(text, m.start() - 1):
                    add("markdown", text, m.start(), m.end())
    return found


def pages(root: Path) -> list[Path]:
    """The HTML pages of a built site (both editions): those with content, not Sphinx's own
    (search, genindex) nor the redirects."""
    return sorted(p for p in root.rglob("*.html")
                  if p.name not in {"search.html", "genindex.html", "index.html"}
                  and "_static" not in p.parts and "_sources" not in p.parts)


def lint_site(root: Path) -> list[Finding]:
    """Every defect of every page of the site built in ``root``."""
    texts = {p: p.read_text(encoding="utf-8") for p in pages(root)}
    parsed = {p: blocks(t) for p, t in texts.items()}
    words = vocabulary(b.text for parts in parsed.values() for b in parts)
    found: list[Finding] = []
    for path, text in texts.items():
        found += lint_page(text, path.relative_to(root).as_posix(), words, parsed[path])
    return found


def counts(found: Iterable[Finding]) -> dict[str, int]:
    """How many findings of each kind (every kind listed, zeros included)."""
    c = Counter(f.kind for f in found)
    return {kind: c.get(kind, 0) for kind in KINDS}


def main(argv: list[str] | None = None) -> int:
    from graders.course import REPO

    ap = argparse.ArgumentParser(prog="python -m website.lint", description=__doc__.split("\n")[0])
    ap.add_argument("site", nargs="?", type=Path, default=REPO / "build" / "site")
    ap.add_argument("--limit", type=int, default=20, help="findings shown per kind (20)")
    args = ap.parse_args(argv)
    found = lint_site(args.site)
    shown = Counter[str]()
    for f in found:
        shown[f.kind] += 1
        if shown[f.kind] <= args.limit:
            print(f)
    print(" ".join(f"{k}={n}" for k, n in counts(found).items()), f"total={len(found)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
