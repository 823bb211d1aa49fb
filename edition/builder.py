"""The Chinese edition, built from the English one: never edited, never synced by hand.

``translations/zh/<part>.yaml`` holds the Chinese of one part (``02a_graphs``), keyed by the cell
ids of ``solutions/``; ``translations/zh/ptp.yaml`` holds the helpers' own lines and the
contracts' diagnoses. A part's file has three lists::

    cells:
      c02a-001:                      # a Markdown cell: its whole text
        en: 3f9c0d1e2a4b             # hash of the English source it translates
        zh: |
          # 02a · 自动微分（上）...
      c02-005:                       # a code cell: comments and the strings a learner reads
        en: 9a8b7c6d5e4f
        replace:
          - en: "# data: no gradient wanted"
            zh: "# 数据：不需要梯度"
    messages:                        # the diagnoses of the part's tests cells, by label
      - label: graph-recorded
        en: "your evaluation recorded a graph ({n} nodes): ..."   # the English template
        zh: "你的评估记录了计算图（{n} 个节点）：..."
    sections:                        # the sections a diagnosis says to reread
      - en: "eval() and no_grad"
        zh: "eval() 与 no_grad"
    fragments:                       # optional: English phrases a diagnosis's field may hold
      - en: "in eager mode"
        zh: "在 eager 模式下"

A cell whose English changed since its ``en`` hash is **stale**, a Markdown cell (or a code cell
with comments) without an entry is **missing**, and so is a diagnosis template without one:
``check`` lists them, and the tests fail until the translation is brought up to date. The built
code is the English code: only comments and string literals may differ, tokens compared
(``code_differences``), plus ``language="zh"`` in the first cell's ``setup(...)``; the tests
cells are never translated (their messages come from the catalogue, ``ptp/i18n.py``), except
the sections they say to reread: those string constants become the Chinese page's headings
(``translate_sections``, from the part's ``sections``), so the code a learner reads names a
heading of the page.

    python -m edition check            # stale, missing and unsafe entries
    python -m edition build            # zh/chapters/ and ptp/messages/zh.json
    python -m edition skeleton PART    # a new part's file to translate
    python -m edition refresh PART     # add entries for new cells, keep the rest
    python -m edition solution PART    # the Chinese solution notebook of a part, to run
"""

from __future__ import annotations

import ast
import hashlib
import io
import json
import re
import tempfile
import tokenize
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from graders.catalogue import (
    COLAB,
    MAP_BEGIN,
    MAP_END,
    MINUTES_PER_CELL,
    MINUTES_PER_EXERCISE,
    WORDS_PER_MINUTE,
    hours,
    rows,
)
from graders.course import (
    REPO,
    chapter_names,
    notebooks_of,
    read,
    release,
    replace_folder,
    write,
)
from graders.course import make_zh_course_dir as course_dir_of

if TYPE_CHECKING:
    import nbformat

LANGUAGE = "zh"
TRANSLATIONS = REPO / "translations" / LANGUAGE
EDITION = REPO / LANGUAGE  # zh/chapters, zh/START_HERE.ipynb, zh/GLOSSARY.md
CATALOGUE = REPO / "ptp" / "messages" / f"{LANGUAGE}.json"
HELPERS = TRANSLATIONS / "ptp.yaml"
DIAGNOSES = ("expect", "close", "Mistake")
SETUP_CALL = re.compile(r"\bsetup\(seed=([\w.]+)\)")
# Links of the English edition that name a learner's notebook: the Chinese edition's own.
EDITION_LINKS = [("blob/main/chapters/", f"blob/main/{LANGUAGE}/chapters/"),
                 ("lab/tree/chapters/", f"lab/tree/{LANGUAGE}/chapters/"),
                 ("blob/main/START_HERE.ipynb", f"blob/main/{LANGUAGE}/START_HERE.ipynb"),
                 ("lab/tree/START_HERE.ipynb", f"lab/tree/{LANGUAGE}/START_HERE.ipynb")]
MAP = re.compile(re.escape(MAP_BEGIN) + r".*?" + re.escape(MAP_END), re.S)


def source_hash(text: str) -> str:
    """The hash a translation records of the English it translates (12 hex digits). A chapter
    map in it does not count: the Chinese edition makes its own (``chapter_map``)."""
    text = MAP.sub(MAP_BEGIN + MAP_END, text)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def part_names() -> dict[str, Path]:
    """Every part's name (``02a_graphs``) and its solution notebook, in course order."""
    return {p.stem: p for ch in chapter_names() for p in notebooks_of(ch)}


def is_tests_cell(cell: Any) -> bool:
    """An exercise's graded tests cell: never translated (the same code in both editions; only
    the sections it says to reread name the Chinese headings, ``translate_sections``)."""
    grader = cell.get("metadata", {}).get("nbgrader", {})
    return cell.cell_type == "code" and bool(grader.get("grade")) and not grader.get("solution")


def python_of(source: str) -> str:
    """A code cell as Python (IPython's ``%magic`` and ``!shell`` lines blanked)."""
    return "\n".join("" if line.lstrip().startswith(("%", "!")) else line
                     for line in source.splitlines())


# Figure text stays English in the Chinese edition (FONT_POLICY.md): matplotlib's default font has
# no CJK glyphs, and Colab and most learners' machines have no CJK font.
PLOT_TEXT_CALLS = {"title", "set_title", "suptitle", "xlabel", "ylabel", "set_xlabel",
                   "set_ylabel", "text", "annotate", "legend", "xticks", "yticks",
                   "set_xticklabels", "set_yticklabels", "figtext", "colorbar", "set_label",
                   "supxlabel", "supylabel", "bar_label", "table"}
CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def plot_text_problems(source: str) -> list[str]:
    """The strings with CJK characters that a cell's code draws into a figure: the arguments of
    a call that sets figure text (``PLOT_TEXT_CALLS``), and any ``label=``."""
    try:
        tree = ast.parse(python_of(source))
    except SyntaxError:
        return []
    found: list[str] = []

    def strings(node: ast.AST) -> None:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Constant) and isinstance(sub.value, str) \
                    and CJK.search(sub.value) and sub.value not in found:
                found.append(sub.value)

    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in PLOT_TEXT_CALLS:
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                strings(arg)
        for k in node.keywords:
            if k.arg in {"label", "title", "xlabel", "ylabel", "labels", "tick_label"} \
                    and name not in PLOT_TEXT_CALLS:
                strings(k.value)
    return found


# Tokens whose text may be translated: comments, strings, and (Python 3.12+) an f-string's text.
TEXT_TOKENS = {tokenize.COMMENT, tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", -1)}


def _tokens(source: str) -> list[tuple[int, str]]:
    return [(t.type, t.string) for t in tokenize.generate_tokens(io.StringIO(source).readline)
            if t.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
                              tokenize.ENDMARKER)]


def has_comments(source: str) -> bool:
    try:
        return any(kind == tokenize.COMMENT for kind, _ in _tokens(source))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return "#" in source


def code_differences(english: str, chinese: str) -> list[str]:
    """How the Chinese cell's code differs from the English beyond comments and string literals
    (and the edition's ``language="zh"`` in ``setup(...)``): empty when it does not."""
    english = SETUP_CALL.sub(rf'setup(seed=\1, language="{LANGUAGE}")', english)
    try:
        a, b = _tokens(english), _tokens(chinese)
    except (tokenize.TokenError, IndentationError, SyntaxError) as err:
        return [f"does not tokenize: {err}"]
    if len(a) != len(b):
        return [f"{len(a)} tokens in English, {len(b)} in Chinese"]
    found = []
    for (kind_a, text_a), (kind_b, text_b) in zip(a, b, strict=True):
        if kind_a != kind_b:
            found.append(f"{text_a!r} became {text_b!r}")
        elif text_a != text_b and kind_a not in TEXT_TOKENS:
            found.append(f"{text_a!r} became {text_b!r}")
        elif kind_a == tokenize.STRING and text_a != text_b and \
                _string_prefix(text_a) != _string_prefix(text_b):
            found.append(f"string prefix of {text_a[:20]!r} changed")
    return found


def _string_prefix(token: str) -> str:
    return re.match(r"[A-Za-z]*", token).group(0).lower()


# ---------------------------------------------------------------- diagnosis templates

@dataclass(frozen=True)
class Template:
    """One English diagnosis a tests cell (or ``ptp.checks``) can give: its label and its
    f-string as written, fields in braces."""

    label: str
    text: str


def _pieces(node: ast.expr, env: dict[str, ast.expr] | None = None,
            top: bool = True) -> list[str | ast.expr] | None:
    """The literal text and the fields of a string expression: a constant, an f-string, ``+``
    of them (any other operand of ``+`` is a field), or a name (or ``NAME[key]`` of a dict)
    assigned one of those in the same cell. None when it is built some other way."""
    env = env or {}
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        out: list[str | ast.expr] = []
        for v in node.values:
            inline = (isinstance(v, ast.FormattedValue) and isinstance(v.value, ast.Name)
                      and v.conversion == -1 and v.format_spec is None
                      and v.value.id in env.get("__inline__", ()))  # type: ignore[operator]
            if isinstance(v, ast.Constant):
                out.append(v.value)
            elif inline:
                out += _pieces(env[v.value.id], env, False) or [v]
            else:
                out.append(v)
        return out
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left = _pieces(node.left, env, False) or [ast.FormattedValue(node.left, -1, None)]
        right = _pieces(node.right, env, False) or [ast.FormattedValue(node.right, -1, None)]
        return left + right
    if isinstance(node, ast.Name) and node.id in env:
        return _pieces(env[node.id], env, top)
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and \
            isinstance(env.get(node.value.id), ast.Dict) and isinstance(node.slice, ast.Constant):
        table = env[node.value.id]
        for key, value in zip(table.keys, table.values, strict=True):
            if isinstance(key, ast.Constant) and key.value == node.slice.value:
                return _pieces(value, env, top)
    return None


def _assignments(tree: ast.AST) -> dict[str, ast.expr]:
    """Names assigned once in a cell, and what to (a message kept in a variable)."""
    seen: dict[str, list[ast.expr]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    seen.setdefault(target.id, []).append(node.value)
    return {name: values[0] for name, values in seen.items() if len(values) == 1}


def _field_text(value: ast.FormattedValue) -> str:
    text = ast.unparse(value.value)
    if value.conversion != -1:
        text += "!" + chr(value.conversion)
    if value.format_spec is not None:
        spec = value.format_spec
        text += ":" + "".join(v.value if isinstance(v, ast.Constant) else
                              "{" + _field_text(v) + "}" for v in spec.values)
    return text


def template_text(pieces: list[str | ast.expr]) -> str:
    """The template as a translator reads it: literal braces doubled, fields in braces."""
    return "".join(p.replace("{", "{{").replace("}", "}}") if isinstance(p, str)
                   else "{" + _field_text(p) + "}" for p in pieces)


def _message_variants(node: ast.expr) -> list[ast.expr]:
    """A message expression's alternatives (``a if c else b`` gives both)."""
    if isinstance(node, ast.IfExp):
        return _message_variants(node.body) + _message_variants(node.orelse)
    return [node]


def templates_in(source: str) -> tuple[list[Template], list[str]]:
    """The diagnosis templates of Python ``source`` (calls of expect, close and Mistake with a
    constant label), and the calls whose message is not a template (variables), by line."""
    found: list[Template] = []
    unreadable: list[str] = []
    tree = ast.parse(python_of(source))
    env = _assignments(tree)
    loops = _loops(tree, env)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else \
            getattr(node.func, "id", None)
        if name not in DIAGNOSES:
            continue
        at = {"expect": 1, "close": 2, "Mistake": 0}[name]
        args = list(node.args)
        keywords = {k.arg: k.value for k in node.keywords}
        label = args[at] if len(args) > at else keywords.get("label")
        message = args[at + 1] if len(args) > at + 1 else keywords.get("message")
        if message is None:
            continue
        if isinstance(label, ast.Name) and id(node) in loops:  # for label, message in X.items()
            cases = [(key, {**env, **bound, "__inline__": set(bound)})
                     for key, bound in loops[id(node)] if label.id in bound]
            cases = [(_constant(bound[label.id]), bound) for _, bound in cases]
        elif isinstance(label, ast.Constant) and isinstance(label.value, str):
            cases = [(label.value, env)]
        else:
            continue
        for name, scope in cases:
            if name is None:
                continue
            for variant in _message_variants(message):
                pieces = _pieces(variant, scope)
                if pieces is None:
                    unreadable.append(f"line {node.lineno}: [{name}] {ast.unparse(variant)}")
                else:
                    found.append(Template(name, template_text(pieces)))
    return found, unreadable


def _constant(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _loops(tree: ast.AST, env: dict[str, ast.expr]) -> dict[int, list[tuple[str, dict]]]:
    """Calls inside ``for label, message in TABLE.items():`` (or ``for label, (x, message)``)
    over a dict written in the cell: per call, each entry's names bound to their expressions,
    so a diagnosis given in such a loop is read once per entry of the table."""
    found: dict[int, list[tuple[str, dict]]] = {}
    for loop in ast.walk(tree):
        if not (isinstance(loop, ast.For) and isinstance(loop.target, ast.Tuple)
                and isinstance(loop.iter, ast.Call) and isinstance(loop.iter.func, ast.Attribute)
                and loop.iter.func.attr == "items" and isinstance(loop.iter.func.value, ast.Name)
                and isinstance(env.get(loop.iter.func.value.id), ast.Dict)):
            continue
        table = env[loop.iter.func.value.id]
        key_target, value_target = loop.target.elts[0], loop.target.elts[1]
        entries = []
        for key, value in zip(table.keys, table.values, strict=True):
            bound: dict[str, ast.expr] = {}
            if isinstance(key_target, ast.Name) and key is not None:
                bound[key_target.id] = key
            if isinstance(value_target, ast.Name):
                bound[value_target.id] = value
            elif isinstance(value_target, ast.Tuple) and isinstance(value, ast.Tuple):
                for t, v in zip(value_target.elts, value.elts, strict=False):
                    if isinstance(t, ast.Name):
                        bound[t.id] = v
            entries.append((ast.unparse(key) if key else "", bound))
        for node in ast.walk(loop):
            if isinstance(node, ast.Call):
                found[id(node)] = entries
    return found


def sections_in(source: str) -> set[str]:
    """The sections a diagnosis in ``source`` says to reread (constant ``section`` arguments,
    and constants assigned to names that end in ``section``)."""
    found: set[str] = set()
    tree = ast.parse(python_of(source))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else \
                getattr(node.func, "id", None)
            if name in DIAGNOSES:
                at = {"expect": 3, "close": 4, "Mistake": 2}[name]
                value = node.args[at] if len(node.args) > at else \
                    {k.arg: k.value for k in node.keywords}.get("section")
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    found.add(value.value)
            if name == "contracts":
                for k in node.keywords:
                    if k.arg == "section" and isinstance(k.value, ast.Constant):
                        found.add(k.value.value)
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and \
                isinstance(node.value.value, str):
            if any(isinstance(t, ast.Name) and t.id.lower().endswith("section")
                   for t in node.targets):
                found.add(node.value.value)
    return found | _named_sections(tree)


def heading_texts(nb: nbformat.NotebookNode) -> set[str]:
    """The notebook's headings as the page renders them (no ``#``, no Markdown marks: code
    backticks, links and emphasis reduced to their text): what a section to reread must name."""
    found = set()
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        for line in cell.source.splitlines():
            if re.match(r"#{1,6} ", line):
                text = re.sub(r"`([^`]*)`", r"\1", line.lstrip("#").strip())
                text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
                text = re.sub(r"\*\*([^*]+)\*\*|\*([^*]+)\*",
                              lambda m: m.group(1) or m.group(2), text)
                found.add(text.strip())
    return found


def unheaded_sections(nb: nbformat.NotebookNode) -> list[str]:
    """The sections a tests cell of ``nb`` says to reread that are no heading of ``nb``."""
    headings = heading_texts(nb)
    return sorted({s for cell in nb.cells if is_tests_cell(cell)
                   for s in sections_in(cell.source)} - headings)


# The first lines of every Chinese tests cell: its code is the English (the same tests, and the
# messages ``ptp.i18n`` matches by label and text), and what a learner reads when a check fails.
TESTS_NOTE = ("# 本单元格的代码与英文版相同：expect(...) 里的英文是诊断的原文；在中文版里运行时，\n"
              "# 检查失败给出的提示以中文显示（方括号里的标签不变）。\n")


def chinese_tests_cell(source: str, sections: dict[str, str]) -> str:
    """A tests cell of the Chinese edition: the English code with its sections translated
    (``translate_sections``), under ``TESTS_NOTE``."""
    return TESTS_NOTE + translate_sections(source, sections)


def translate_sections(source: str, sections: dict[str, str]) -> str:
    """A tests cell's code with each section it says to reread (``sections_in``: a constant
    ``section`` argument, a ``SECTION = "..."`` constant) written as the Chinese page's heading,
    ``sections`` mapping English to Chinese. Only those string literals change (a plain string
    whose value is such a section, quoted as before), so the code is the English code and a
    learner reading it sees the heading the page has; a failing test names the same heading
    either way (``ptp.i18n.translate_section``)."""
    wanted = {en: zh for en, zh in sections.items() if en in sections_in(source)}
    if not wanted:
        return source
    lines = source.splitlines(keepends=True)
    starts = [0]
    for text in lines:
        starts.append(starts[-1] + len(text))
    edits = []
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return source
    for token in tokens:
        if token.type != tokenize.STRING or _string_prefix(token.string) not in ("", "u"):
            continue
        try:
            value = ast.literal_eval(token.string)
        except (ValueError, SyntaxError):
            continue
        chinese = wanted.get(value) if isinstance(value, str) else None
        if chinese is None:
            continue
        quote = token.string[len(_string_prefix(token.string)):]
        quote = quote[:3] if quote[:3] in ('"""', "'''") else quote[0]
        text = quote + chinese + quote
        if "\\" in chinese or quote[0] in chinese or ast.literal_eval(text) != chinese:
            text = repr(chinese)
        (row, col), (end_row, end_col) = token.start, token.end
        edits.append((starts[row - 1] + col, starts[end_row - 1] + end_col, text))
    for begin, end, text in sorted(edits, reverse=True):
        source = source[:begin] + text + source[end:]
    return source


def _named_sections(tree: ast.AST) -> set[str]:
    """Sections passed by name (``expect(..., SHARDING)``, ``section=CHECKPOINT``): the
    constants those names are assigned in the cell."""
    env = _assignments(tree)
    names: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else \
            getattr(node.func, "id", None)
        at = {"expect": 3, "close": 4, "Mistake": 2}.get(name or "")
        args = [node.args[at]] if at is not None and len(node.args) > at else []
        args += [k.value for k in node.keywords if k.arg == "section"]
        names |= {a.id for a in args if isinstance(a, ast.Name)}
    return {v for n in names if (v := _constant(env[n]) if n in env else None)}


def parse_template(text: str) -> list[tuple[str, str]]:
    """A template as ``("text", literal)`` and ``("field", what is in the braces)`` pieces
    (``{{`` and ``}}`` are literal braces)."""
    out: list[tuple[str, str]] = []
    literal, i = "", 0
    while i < len(text):
        if text.startswith("{{", i) or text.startswith("}}", i):
            literal += text[i]
            i += 2
        elif text[i] == "{":
            depth, j = 1, i + 1
            while j < len(text) and depth:
                depth += {"{": 1, "}": -1}.get(text[j], 0)
                j += 1
            if depth:
                raise ValueError(f"unclosed field in {text!r}")
            out += [("text", literal), ("field", text[i + 1:j - 1])]
            literal, i = "", j
        else:
            literal += text[i]
            i += 1
    return out + [("text", literal)]


def compile_fragment(fragment: dict[str, Any]) -> dict[str, Any]:
    """A fragment's catalogue entry; ``match`` (optional) gives a field the regular expression
    its value must match (``{cls}`` a class name: ``match: {cls: "[A-Za-z_][\\w.]*"}``), so a
    broad phrase does not swallow text it was not written for."""
    entry = compile_entry(fragment["en"], fragment["zh"])
    match = fragment.get("match") or {}
    if match:
        fields = [text for kind, text in parse_template(fragment["en"]) if kind == "field"]
        unknown = set(match) - set(fields)
        if unknown:
            raise ValueError(f"match names fields the template lacks: {sorted(unknown)}")
        for pattern in match.values():
            re.compile(pattern)
        entry["fields"] = [match.get(name, "") for name in fields]
    return entry


def compile_entry(english: str, chinese: str) -> dict[str, Any]:
    """A catalogue entry: the English template's literal parts (what the runtime matches; a
    field sits between two of them) and the Chinese as literal pieces and field numbers. A
    Chinese field must be one of the English template's, written the same way."""
    pieces = parse_template(english)
    literals = [text for kind, text in pieces if kind == "text"]
    fields = [text for kind, text in pieces if kind == "field"]
    translation: list[str | int] = []
    for kind, text in parse_template(chinese):
        if kind == "field":
            if text not in fields:
                raise ValueError(f"field {{{text}}} is not in the English template")
            translation.append(fields.index(text))
        elif text:
            translation.append(text)
    return {"literals": literals, "translation": translation}


# ---------------------------------------------------------------- a part's translation

@dataclass
class Problems:
    """What keeps a translation from building: stale, missing and unsafe entries."""

    stale: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    unsafe: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.stale or self.missing or self.unsafe)

    def lines(self, part: str) -> list[str]:
        return ([f"{part}: stale {s}" for s in self.stale] +
                [f"{part}: missing {s}" for s in self.missing] +
                [f"{part}: unsafe {s}" for s in self.unsafe])


def load(path: Path) -> dict[str, Any]:
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    data.setdefault("cells", {})
    data.setdefault("messages", [])
    data.setdefault("sections", [])
    return data


def translated_parts() -> dict[str, Path]:
    """The parts that have a translation file, in course order."""
    return {name: path for name, path in part_names().items()
            if (TRANSLATIONS / f"{name}.yaml").exists()}


def part_templates(nb: nbformat.NotebookNode) -> tuple[list[Template], set[str], list[str]]:
    """The diagnosis templates, sections and unreadable messages of a part's tests cells."""
    templates: list[Template] = []
    sections: set[str] = set()
    unreadable: list[str] = []
    for cell in nb.cells:
        if is_tests_cell(cell):
            found, bad = templates_in(cell.source)
            templates += [t for t in found if t not in templates]
            unreadable += [f"{cell.get('id')} {b}" for b in bad]
            sections |= sections_in(cell.source)
    return templates, sections, unreadable


def _test_constants(nb: nbformat.NotebookNode) -> set[str]:
    """Every string constant (f-strings' literal parts included) of a part's tests cells."""
    found: set[str] = set()
    for cell in nb.cells:
        if is_tests_cell(cell):
            for node in ast.walk(ast.parse(python_of(cell.source))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    found.add(node.value)
    return found


def _read_by_hand(entry: dict[str, Any], constants: set[str]) -> bool:
    """A diagnosis the tests build in a way the extractor cannot follow (a table returned by a
    function, say) may be written out by hand: its label must be a constant of the tests cells
    and every literal piece of its template (eight characters or more) must be in one."""
    label, english = entry.get("label"), entry.get("en")
    if label not in constants or not isinstance(english, str):
        return False
    try:
        pieces = [text.strip() for kind, text in parse_template(english) if kind == "text"]
    except ValueError:
        return False
    return all(any(p in c for c in constants) for p in pieces if len(p) >= 8)


def _punctuation(ch: str) -> bool:
    import unicodedata

    return unicodedata.category(ch)[0] in "PS"


def unrendered_bold(text: str) -> list[str]:
    """``**`` pairs of Chinese Markdown that CommonMark will not render as bold: a closing
    ``**`` right after punctuation must be followed by a space or punctuation, and an opening
    one right before punctuation must follow a space or punctuation (``**论断核查：**这`` shows
    its asterisks; ``**论断核查**：这`` does not)."""
    prose = re.sub(r"`[^`\n]*`", lambda m: "x" * len(m.group(0)), text)
    found = []
    marks = [m.start() for m in re.finditer(r"(?<!\*)\*\*(?!\*)", prose)]
    for opening, closing in zip(marks[::2], marks[1::2], strict=False):
        before = prose[opening - 1] if opening else " "
        after = prose[opening + 2] if opening + 2 < len(prose) else " "
        if after.isspace() or (_punctuation(after) and not (before.isspace()
                                                            or _punctuation(before))):
            found.append(prose[max(0, opening - 8):closing + 10].replace("\n", " "))
            continue
        before = prose[closing - 1]
        after = prose[closing + 2] if closing + 2 < len(prose) else " "
        if before.isspace() or (_punctuation(before) and not (after.isspace()
                                                              or _punctuation(after))):
            found.append(prose[max(0, opening - 8):closing + 10].replace("\n", " "))
    return found


HAN = "\u4e00-\u9fff"                      # Chinese characters
WIDE = HAN + "\u3000-\u303f\uff00-\uffef"  # ... and full-width punctuation
FENCE = re.compile(r"(```.*?```|`[^`\n]*`)", re.S)
TIGHT = [
    # bold that ends in a link: the link's bold inside it, so that nothing needs a space
    # around it (所在的 **[设备](…)**（device） -> 所在的[**设备**](…)（device）;
    # **整个[数据集](…)** 中 -> **整个**[**数据集**](…)中)
    (re.compile(rf"(?:(?<=[{WIDE}]) (?=\*\*(?:\[|[{HAN}])))?"
                rf"\*\*((?:[^*\[\]\n]*[^*\[\]\n\s])?)\[([^\]\n*]+)\]\(([^)\s]+)\)\*\*"
                rf"(?: (?=[{WIDE}]))?"),
     lambda m: (f"**{m[1]}**" if m[1] else "") + f"[**{m[2]}**]({m[3]})"),
    # bold that ends a sentence: its punctuation outside, no space before the next sentence
    # (**结论：不成立。** 这个 -> **结论：不成立**。这个)
    (re.compile(rf"([。：！？；，、])\*\* (?=[{HAN}])"), r"**\1"),
    # a space between Chinese characters, or between one and bold or a link that opens or
    # closes right there (处于 训练, 在 **评估模式**下, 在 [评估模式](…) 下)
    (re.compile(rf"(?<=[{HAN}]) (?=[{HAN}]|\*\*[{HAN}]|\[[{HAN}])"), ""),
    (re.compile(rf"(?<=[{HAN}]\*\*) (?=[{HAN}])"), ""),
    (re.compile(rf"(?<=[{HAN}]\]\()([^)\s]+\)) (?=[{HAN}])"), r"\1"),
]


def tight_spaces(text: str) -> str:
    """Chinese Markdown without the half-width spaces a translation leaves between Chinese
    characters, or where bold and links meet them (CommonMark needs a space after a closing
    ``**`` that follows punctuation, so a translator writes one; a bold link or a sentence's
    last punctuation moved out of the bold needs none). Code is left alone."""
    parts = FENCE.split(text)
    for i in range(0, len(parts), 2):
        for pattern, repl in TIGHT:
            parts[i] = pattern.sub(repl, parts[i])
    return "".join(parts)


def translate_cell(cell: Any, entry: dict[str, Any] | None, problems: Problems) -> Any:
    """The Chinese twin of one cell (a copy; the English cell is left as it is)."""
    import copy

    out = copy.deepcopy(cell)
    cid = cell.get("id")
    if cell.cell_type == "code" and SETUP_CALL.search(cell.source) and not is_tests_cell(cell):
        out.source = SETUP_CALL.sub(rf'setup(seed=\1, language="{LANGUAGE}")', out.source)
    if entry is None:
        if cell.cell_type == "markdown":
            problems.missing.append(f"cell {cid} (Markdown)")
        elif cell.cell_type == "code" and not is_tests_cell(cell) and has_comments(cell.source):
            problems.missing.append(f"cell {cid} (code with comments)")
        return out
    if entry.get("en") != source_hash(cell.source):
        problems.stale.append(f"cell {cid}: the English changed since it was translated")
        return out
    if is_tests_cell(cell):
        problems.unsafe.append(f"cell {cid}: a tests cell is never translated")
        return out
    if cell.cell_type == "markdown":
        text = entry.get("zh")
        if not isinstance(text, str) or not text.strip():
            problems.missing.append(f"cell {cid} (no Chinese text)")
            return out
        for english, chinese in EDITION_LINKS:
            text = text.replace(english, chinese)
        text = tight_spaces(text)
        problems.unsafe += [f"cell {cid}: bold that will not render: {b!r}"
                            for b in unrendered_bold(text) if b not in
                            unrendered_bold(cell.source)]
        out.source = text.rstrip("\n")
        return out
    english_code = out.source  # the English with the edition's setup(): kept if unsafe
    for pair in entry.get("replace") or []:
        english, chinese = pair.get("en"), pair.get("zh")
        if not isinstance(english, str) or not isinstance(chinese, str):
            problems.unsafe.append(f"cell {cid}: a replacement needs en and zh")
        elif english not in out.source:
            problems.stale.append(f"cell {cid}: {english!r} is not in the English code")
        else:
            out.source = out.source.replace(english, chinese)
    differences = code_differences(cell.source, out.source)
    figure_text = plot_text_problems(out.source)
    problems.unsafe += [f"cell {cid}: Chinese in a figure's text (FONT_POLICY.md): {t!r}"
                        for t in figure_text]
    if figure_text and not differences:
        out.source = english_code
    if differences:
        problems.unsafe.append(f"cell {cid}: the code differs: {'; '.join(differences[:3])}")
        out.source = english_code
    return out


# "实践笔记" (the practitioner notes) is explained in the glossary: its first use on each page of
# the edition links there, so a reader who lands on a part directly learns what it is.
NOTES_TERM, NOTES_LINK = "实践笔记", "../../GLOSSARY.md#practitioner-notes"


def link_first_use(nb: nbformat.NotebookNode, term: str, target: str) -> None:
    """Make the first ``term`` in ``nb``'s prose (not in a heading, a code span or a link's
    text) a link to ``target``, unless the notebook links there already."""
    if any(target in c.source for c in nb.cells if c.cell_type == "markdown"):
        return
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        lines = cell.source.split("\n")
        for i, line in enumerate(lines):
            if line.lstrip().startswith("#"):
                continue
            for m in re.finditer(re.escape(term), line):
                before = line[:m.start()]
                if before.count("`") % 2 or before.count("[") > before.count("]"):
                    continue
                lines[i] = f"{before}[{term}]({target}){line[m.end():]}"
                cell.source = "\n".join(lines)
                return


def translate_notebook(nb: nbformat.NotebookNode, data: dict[str, Any], chapter: bool = True
                       ) -> tuple[nbformat.NotebookNode, Problems]:
    """The Chinese twin of an English solution notebook, and what is wrong with its
    translation (the twin keeps the English where an entry is stale, missing or unsafe)."""
    import copy

    problems = Problems()
    cells = data["cells"]
    ids = {c.get("id") for c in nb.cells}
    for cid in cells:
        if cid not in ids:
            problems.stale.append(f"cell {cid}: no longer in the English notebook")
    out = copy.deepcopy(nb)
    out.cells = [translate_cell(c, cells.get(c.get("id")), problems) for c in nb.cells]
    if chapter:  # a chapter's part (START_HERE explains the notes where it names them)
        link_first_use(out, NOTES_TERM, NOTES_LINK)
    chinese_sections = {s["en"]: s["zh"] for s in data["sections"]
                        if isinstance(s.get("en"), str) and isinstance(s.get("zh"), str)
                        and s["zh"].strip()}
    for cell in out.cells:
        if is_tests_cell(cell):
            english = cell.source
            cell.source = chinese_tests_cell(english, chinese_sections)
            differences = code_differences(TESTS_NOTE + english, cell.source)
            if differences:
                problems.unsafe.append(f"cell {cell.get('id')}: the sections' translation "
                                       f"changed the code: {'; '.join(differences[:3])}")
                cell.source = english
    templates, sections, _ = part_templates(nb)
    given = {(m.get("label"), m.get("en")) for m in data["messages"]}
    for t in templates:
        if (t.label, t.text) not in given:
            problems.missing.append(f"diagnosis [{t.label}] {t.text[:70]!r}")
    constants = _test_constants(nb)
    for m in data["messages"]:
        if Template(m.get("label"), m.get("en")) not in templates and \
                not _read_by_hand(m, constants):
            problems.stale.append(f"diagnosis [{m.get('label')}] {str(m.get('en'))[:70]!r}: "
                                  "no tests cell gives it now")
        elif not isinstance(m.get("zh"), str) or not m["zh"].strip():
            problems.missing.append(f"diagnosis [{m.get('label')}] has no Chinese")
        else:
            try:
                compile_entry(m["en"], m["zh"])
            except ValueError as err:
                problems.unsafe.append(f"diagnosis [{m.get('label')}]: {err}")
    for f in data.get("fragments") or []:
        try:
            compile_fragment(f)
        except (ValueError, KeyError, TypeError) as err:
            problems.unsafe.append(f"fragment {str(f.get('en'))[:50]!r}: {err}")
    named = {s.get("en") for s in data["sections"] if isinstance(s.get("zh"), str)
             and s["zh"].strip()}
    problems.missing += [f"section {s!r}" for s in sorted(sections - named)]
    headings = heading_texts(out)
    problems.unsafe += [f"section {s['en']!r}: {s['zh']!r} is no heading of the Chinese page"
                        for s in data["sections"] if s.get("en") in sections
                        and isinstance(s.get("zh"), str) and s["zh"] not in headings]
    return out, problems


def check(parts: list[str] | None = None) -> list[str]:
    """Every problem of the translation files (of ``parts``; default all that exist) and of the
    helpers' catalogue."""
    names = translated_parts()
    lines: list[str] = []
    for name in parts or list(names):
        path = TRANSLATIONS / f"{name}.yaml"
        if not path.exists():
            lines.append(f"{name}: no translation file")
            continue
        _, problems = translate_notebook(read(part_names()[name]), load(path))
        lines += problems.lines(name)
    lines += helper_problems()
    if not parts:
        for page in [*NOTEBOOK_PAGES, *MARKDOWN_PAGES]:
            if (TRANSLATIONS / f"{page}.yaml").exists():
                lines += build_page(page, write_files=False).lines(page)
    return lines


# ---------------------------------------------------------------- the helpers' own text

def helper_templates() -> list[Template]:
    """The diagnoses ``ptp.checks`` gives itself (the contracts') and ``ptp.domains`` gives
    (the declared contracts' differential tests)."""
    found = []
    for name in ("checks.py", "domains.py"):
        found += templates_in((REPO / "ptp" / name).read_text(encoding="utf-8"))[0]
    return found


def helper_problems() -> list[str]:
    if not HELPERS.exists():
        return ["ptp: no translation file"]
    data = load(HELPERS)
    given = {(m.get("label"), m.get("en")) for m in data["messages"]}
    lines = [f"ptp: missing diagnosis [{t.label}] {t.text[:70]!r}"
             for t in helper_templates() if (t.label, t.text) not in given]
    for m in data["messages"] + data.get("fragments", []):
        try:
            compile_fragment(m)
        except (ValueError, KeyError, TypeError) as err:
            lines.append(f"ptp: unsafe entry {str(m.get('en'))[:50]!r}: {err}")
    given_lines = data.get("lines") or {}
    for key, english in helper_lines().items():
        chinese = given_lines.get(key)
        if not isinstance(chinese, str) or not chinese.strip():
            lines.append(f"ptp: missing line {key!r} ({english[:50]!r})")
        elif {f for k, f in parse_template(chinese) if k == "field"} - \
                {f for k, f in parse_template(english) if k == "field"}:
            lines.append(f"ptp: unsafe line {key!r}: a field the English line does not have")
    return lines


def helper_lines() -> dict[str, str]:
    """Every line ptp prints itself (``line("key", "English template", ...)`` in ptp/*.py): the
    key and its English template. Each needs a Chinese one in ptp.yaml's ``lines``."""
    found: dict[str, str] = {}
    for path in sorted((REPO / "ptp").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "line" and \
                    len(node.args) >= 2 and all(isinstance(a, ast.Constant) and
                                                isinstance(a.value, str) for a in node.args[:2]):
                found[node.args[0].value] = node.args[1].value
    return found


def compile_catalogue() -> dict[str, Any]:
    """``ptp/messages/zh.json``: every translated diagnosis by label, the fragments a field may
    hold, the sections and the helpers' lines."""
    book: dict[str, Any] = {"messages": {}, "fragments": [], "sections": {}, "lines": {}}
    sources = [load(TRANSLATIONS / f"{n}.yaml") for n in translated_parts()]
    if HELPERS.exists():
        helpers = load(HELPERS)
        sources.append(helpers)
        book["lines"] = dict(helpers.get("lines") or {})
        book["fragments"] = [compile_fragment(f) for f in helpers.get("fragments") or []]
    for data in sources:
        for f in data.get("fragments") or []:  # English phrases a field may hold, translated
            entry = compile_fragment(f)
            if entry not in book["fragments"]:
                book["fragments"].append(entry)
        for m in data["messages"]:
            if isinstance(m.get("zh"), str) and m["zh"].strip():
                try:
                    entry = compile_entry(m["en"], m["zh"])
                except ValueError:
                    continue
                entries = book["messages"].setdefault(m["label"], [])
                if entry not in entries:
                    entries.append(entry)
        for s in data["sections"]:
            if s.get("en") and s.get("zh"):
                book["sections"][s["en"]] = s["zh"]
    for entries in book["messages"].values():  # the most specific template first
        entries.sort(key=lambda e: -sum(len(p) for p in e["literals"]))
    return book


# ---------------------------------------------------------------- building the edition

def build_solutions(root: Path, parts: list[str] | None = None) -> list[str]:
    """Write the Chinese solution notebooks of the translated parts (or ``parts``) under
    ``root/<chapter>/``; return the problems found (the build goes on with the English
    where a translation is not usable)."""
    lines: list[str] = []
    names = part_names()
    for name in parts or list(translated_parts()):
        english = names[name]
        nb, problems = translate_notebook(read(english), load(TRANSLATIONS / f"{name}.yaml"))
        lines += problems.lines(name)
        # links as learners follow them: from chapters/ in English, from zh/chapters/ here
        released = Path("chapters") / english.parent.name / english.name
        for cell in nb.cells:
            if cell.cell_type == "markdown":
                cell.source = fix_links(cell.source, REPO / released, EDITION / released)
        target = root / english.parent.name / english.name
        target.parent.mkdir(parents=True, exist_ok=True)
        write(nb, target)
    return lines


def edition_chapters() -> list[str]:
    """The chapters every part of which is translated: the Chinese edition's chapters."""
    parts = translated_parts()
    return [ch for ch in chapter_names()
            if notebooks_of(ch) and all(p.stem in parts for p in notebooks_of(ch))]


def make_zh_course_dir(root: Path, chapters: list[str] | None = None) -> Path:
    """A throw-away nbgrader course folder whose source is the Chinese edition's solutions
    (of ``chapters``, default every translated one; built into it), for releasing and grading
    the Chinese edition."""
    return course_dir_of(root, chapters or edition_chapters(), build_solutions)


def build(write_files: bool = True) -> list[str]:
    """Build the edition: ``zh/chapters/<chapter>`` (the student versions, by nbgrader) for
    every fully translated chapter, and the catalogue. Returns the problems found."""
    problems = check()
    CATALOGUE.parent.mkdir(parents=True, exist_ok=True)
    CATALOGUE.write_text(json.dumps(compile_catalogue(), ensure_ascii=False, indent=1,
                                    sort_keys=True) + "\n", encoding="utf-8")
    if write_files:
        with tempfile.TemporaryDirectory() as tmp:
            course = make_zh_course_dir(Path(tmp) / "course")
            for chapter in edition_chapters():
                replace_folder(release(chapter, course), EDITION / "chapters" / chapter)
                print(f"built {LANGUAGE}/chapters/{chapter}")
        for page in ["GLOSSARY", "README", *NOTEBOOK_PAGES]:  # the glossary first: links to it
            if (TRANSLATIONS / f"{page}.yaml").exists():
                build_page(page)
                print(f"built {LANGUAGE}/{(NOTEBOOK_PAGES | MARKDOWN_PAGES)[page].name}")
    return problems


def skeleton(name: str, keep: dict[str, Any] | None = None) -> str:
    """A part's translation file: every entry it needs, the English beside it (``source``) for
    the translator, ``zh`` empty; entries of ``keep`` that are still current are kept."""

    nb = read(part_names()[name])
    keep = keep or {"cells": {}, "messages": [], "sections": []}
    cells: dict[str, Any] = {}
    for cell in nb.cells:
        cid, old = cell.get("id"), keep["cells"].get(cell.get("id"))
        if old and old.get("en") == source_hash(cell.source):
            cells[cid] = old
        elif cell.cell_type == "markdown":
            cells[cid] = {"en": source_hash(cell.source), "source": cell.source, "zh": ""}
        elif cell.cell_type == "code" and not is_tests_cell(cell) and \
                (has_comments(cell.source) or "print(" in cell.source):
            cells[cid] = {"en": source_hash(cell.source), "source": cell.source, "replace": []}
    templates, sections, _ = part_templates(nb)
    done = {(m["label"], m["en"]): m for m in keep["messages"] if m.get("zh")}
    messages = [done.get((t.label, t.text)) or {"label": t.label, "en": t.text, "zh": ""}
                for t in templates]
    constants = _test_constants(nb)
    messages += [m for key, m in done.items() if Template(*key) not in templates
                 and _read_by_hand(m, constants)]  # written out by hand, still current
    named = {s["en"]: s for s in keep["sections"] if s.get("zh")}
    data = {"cells": cells, "messages": messages,
            "sections": [named.get(s) or {"en": s, "zh": ""} for s in sorted(sections)] +
            [s for en, s in named.items() if en not in sections]}
    if keep.get("fragments"):
        data["fragments"] = keep["fragments"]
    return dump(data)


def dump(data: dict[str, Any]) -> str:
    """YAML as translators read it: multi-line text as blocks (``|``), Chinese as it is."""
    import yaml

    class Dumper(yaml.SafeDumper):
        def ignore_aliases(self, data: Any) -> bool:  # a repeated entry written out again
            return True

    def text(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
        style = "|" if "\n" in value and not any(line != line.rstrip() for line in
                                                 value.splitlines()) else None
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)

    Dumper.add_representer(str, text)
    return yaml.dump(data, Dumper=Dumper, allow_unicode=True, sort_keys=False, width=10_000)


# ---------------------------------------------------------------- the pages around the parts

# The start page (a notebook, by cell id) and the Markdown pages (by section: a heading and what
# follows it, keyed by the heading's anchor), each translated like a part.
NOTEBOOK_PAGES = {"START_HERE": REPO / "START_HERE.ipynb"}
MARKDOWN_PAGES = {"GLOSSARY": REPO / "GLOSSARY.md", "README": REPO / "README.md"}
MD_LINK = re.compile(r"(\]\()([^)\s]+)(\))")


def slug(heading: str) -> str:
    """A heading's anchor, as GitHub makes it."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def markdown_sections(text: str) -> list[tuple[str, str]]:
    """A Markdown page as (key, text) sections: each heading (outside code blocks) starts one,
    keyed by its anchor (``-2`` and so on where an anchor repeats)."""
    sections: list[tuple[str, list[str]]] = [("top", [])]
    fenced, seen = False, {}
    for line in text.split("\n"):
        if line.startswith("```"):
            fenced = not fenced
        heading = re.match(r"^#+\s+(.+?)\s*$", line)
        if heading and not fenced:
            key = slug(heading.group(1))
            seen[key] = seen.get(key, 0) + 1
            sections.append((key if seen[key] == 1 else f"{key}-{seen[key]}", []))
        sections[-1][1].append(line)
    return [(key, "\n".join(lines)) for key, lines in sections if lines]


def fix_links(text: str, english: Path, chinese: Path) -> str:
    """Relative links of a Chinese page: kept where the Chinese edition has the target, else
    pointed at the English page (a chapter not translated yet, the guides, the benchmarks)."""
    import os

    def fixed(match: re.Match[str]) -> str:
        target = match.group(2)
        if re.match(r"^[a-z]+:|^#", target):
            return match.group(0)
        path, hash_, anchor = target.partition("#")
        if (chinese.parent / path).exists() or (chinese.parent / path).resolve() in _pages():
            return match.group(0)
        where = os.path.normpath(english.parent / path)
        new = os.path.relpath(where, chinese.parent).replace(os.sep, "/")
        return f"{match.group(1)}{new}{hash_}{anchor}{match.group(3)}"

    return MD_LINK.sub(fixed, text)


def _pages() -> set[Path]:
    """The Chinese pages a build makes (they may not exist yet while it makes the others):
    the start page, glossary and README, and the parts of every wholly translated chapter."""
    pages = {(EDITION / path.name).resolve()
             for name, path in (NOTEBOOK_PAGES | MARKDOWN_PAGES).items()
             if (TRANSLATIONS / f"{name}.yaml").exists()}
    return pages | {(EDITION / "chapters" / ch / p.name).resolve()
                    for ch in edition_chapters() for p in notebooks_of(ch)} | \
        {(EDITION / "chapters" / ch).resolve() for ch in edition_chapters()}


def zh_hours(total_minutes: float) -> str:
    """``hours()`` in Chinese: ``1¾ h`` is ``1¾ 小时``."""
    return re.sub(r"\s*h$", " 小时", hours(total_minutes))


def zh_verified(line: str) -> str:
    """The map's last verified line (``graders.catalogue.last_verified``) in Chinese: its
    English words (``CPU: ...; ... · GPU: not yet``, ``FAILED``) translated, configs, dates,
    versions and devices kept."""
    for english, chinese in ((r"\b(CPU|GPU): ", r"\1："), (r"\bnot yet\b", "尚未验证"),
                             (r"\bFAILED\b", "未通过"), (r"; ", "；"), (r", ", "，"),
                             (r"\bcuda-wheel-cpu\b", "cuda-wheel-cpu（CUDA 版 wheel，在 CPU 上）"),
                             (r"\bcpu-only\b", "cpu-only（纯 CPU 版 wheel）")):
        line = re.sub(english, chinese, line)
    return line


def chapter_map(data: dict[str, Any], kind: str) -> str:
    """The chapter map of the Chinese start page (``start``) or README (``readme``): a part
    translated links its Chinese notebook, with its Chinese title and summary; a part not yet
    translated links the English one and says so."""
    start = TRANSLATIONS / "START_HERE.yaml"  # the summaries are kept there, for both maps
    given = (load(start).get("summaries") if start.exists() else None) or {}
    found = rows()
    current = {Path(r["path"]).stem: r["summary"] for r in found}
    summaries = {part: entry["zh"] for part, entry in given.items()
                 if isinstance(entry, dict) and entry.get("zh")
                 and entry.get("en") == current.get(part)}
    lines = []
    shared = len({r["verified"] for r in found}) == 1  # then said once, above the table
    for r in found:
        zh = EDITION / r["path"]
        if zh.exists():
            nb = read(zh)
            first = nb.cells[0].source.splitlines()[0]
            title = re.sub(r"^#\s*(\d\d[a-z]?\s*·\s*)?", "", first).strip()
            link, colab = r["path"], COLAB + f"{LANGUAGE}/" + r["path"]
            summary = summaries.get(Path(r["path"]).stem) or r["summary"]
        else:
            title = f"{r['title']}（英文，尚未翻译）"
            link, colab, summary = f"../{r['path']}", r["colab"], r["summary"]
        if kind == "start":
            lines.append(f"| {r['number']} | [{title}]({link})（[Colab]({colab})） | {summary} | "
                         f"{r['exercises']}（{r['points']:g} 分） | {zh_hours(r['minutes'])} |"
                         + ("" if shared else f" {zh_verified(r['verified'])} |"))
        else:
            lines.append(f"| {r['number']} | [{title}]({link}) | {summary} | "
                         f"[Colab]({colab}) |")
    header = (["| # | 章节 | 学习内容 | 练习 | 时间 |" + ("" if shared else " 最近一次验证 |"),
               "|" + " --- |" * (5 if shared else 6)]
              if kind == "start" else ["| # | 章节 | 你会学到 | 打开 |", "|" + " --- |" * 4])
    if kind == "start" and shared:
        header = [f"所有部分的最近一次验证：{zh_verified(found[0]['verified'])}。", "", *header]
    if kind == "start":  # the note under the English map (scripts/chapter_map.py), in Chinese
        total = sum(r["minutes"] for r in found) / 60
        lines += ["", "表中的时间是根据每个笔记本估算的（阅读时间按英文原版每分钟 "
                  f"{WORDS_PER_MINUTE} 个单词估算，每个代码单元格 {MINUTES_PER_CELL:g} "
                  f"分钟，每个练习 {MINUTES_PER_EXERCISE:g} 分钟）：学完整门课程大约需要 "
                  f"{total:.0f} 小时。“最近一次验证”来自验证矩阵"
                  "（[`benchmarks/verification.md`](../benchmarks/verification.md)），即本章所有笔记本"
                  "都通过的最近一次运行。CPU 上有两种环境：*cuda-wheel-cpu* 是在没有 GPU 的机器上"
                  "装 PyTorch 的 CUDA 版 wheel，*cpu-only* 是装仅支持 CPU 的 wheel；GPU 上还没有"
                  "用当前 torch 记录的运行时写“尚未验证”。另有一次 GPU 检查单独记录在 "
                  "[`benchmarks/gpu_results.md`](../benchmarks/gpu_results.md)（英文；NVIDIA H200，"
                  "torch 2.11，2026-11-29）：引用其中数字的页面会在页首说明并给出链接。"]
    return "\n".join([MAP_BEGIN, *header, *lines, MAP_END])


def _page_entry(key: str, english: str, entry: dict[str, Any] | None, problems: Problems) -> str:
    if entry is None:
        problems.missing.append(f"section {key}")
        return english
    if entry.get("en") != source_hash(english):
        problems.stale.append(f"section {key}: the English changed since it was translated")
        return english
    text = entry.get("zh")
    if not isinstance(text, str) or not text.strip():
        problems.missing.append(f"section {key} (no Chinese text)")
        return english
    text = tight_spaces(text)
    problems.unsafe += [f"section {key}: bold that will not render: {b!r}"
                        for b in unrendered_bold(text) if b not in unrendered_bold(english)]
    return text.rstrip("\n")


def build_page(name: str, write_files: bool = True) -> Problems:
    """The Chinese twin of a start page, glossary or README: ``zh/<file>``."""
    problems = Problems()
    path = TRANSLATIONS / f"{name}.yaml"
    if not path.exists():
        problems.missing.append("no translation file")
        return problems
    data = load(path)
    entries = data.get("sections") if name in MARKDOWN_PAGES else data["cells"]
    if name in NOTEBOOK_PAGES:
        english = NOTEBOOK_PAGES[name]
        target = EDITION / english.name
        nb, problems = translate_notebook(read(english), {**data, "messages": [],
                                                          "sections": []}, chapter=False)
        for cell in nb.cells:
            cell.source = fix_links(MAP.sub(lambda _: chapter_map(data, "start"), cell.source),
                                    english, target)
        for r in rows():  # the map's one hand-written column, in Chinese
            entry = (data.get("summaries") or {}).get(Path(r["path"]).stem) or {}
            if entry.get("en") != r["summary"]:
                problems.stale.append(f"summary of {Path(r['path']).stem}")
            elif not entry.get("zh"):
                problems.missing.append(f"summary of {Path(r['path']).stem}")
        if write_files:
            write(nb, target)
        return problems
    english = MARKDOWN_PAGES[name]
    target = EDITION / english.name
    out = []
    keys = set()
    for key, text in markdown_sections(english.read_text(encoding="utf-8")):
        keys.add(key)
        zh = _page_entry(key, text, (entries or {}).get(key), problems)
        heading = re.match(r"^#+\s+(.+?)\s*$", text.split("\n", 1)[0])
        if heading:  # the English anchor, so links into the page keep working
            zh = f'<a id="{slug(heading.group(1))}"></a>\n' + zh
        out.append(MAP.sub(lambda _: chapter_map(data, "readme"), zh))
    problems.stale += [f"section {k}: no longer in the English page" for k in (entries or {})
                       if k not in keys]
    if write_files:
        target.write_text(fix_links("\n\n".join(out) + "\n", english, target),
                          encoding="utf-8")
    return problems


def page_skeleton(name: str, keep: dict[str, Any] | None = None) -> str:
    """A start page's, glossary's or README's translation file (current entries of ``keep``
    kept)."""
    keep = keep or {}
    if name in NOTEBOOK_PAGES:
        nb = read(NOTEBOOK_PAGES[name])
        old = keep.get("cells") or {}
        cells = {}
        for cell in nb.cells:
            entry = old.get(cell.id)
            if entry and entry.get("en") == source_hash(cell.source):
                cells[cell.id] = entry
            elif cell.cell_type == "markdown":
                cells[cell.id] = {"en": source_hash(cell.source), "source": _mapless(cell.source),
                                  "zh": ""}
        kept = keep.get("summaries") or {}
        summaries = {}
        for r in rows():
            part = Path(r["path"]).stem
            old_summary = kept.get(part) or {}
            summaries[part] = old_summary if old_summary.get("en") == r["summary"] else \
                {"en": r["summary"], "zh": ""}
        return dump({"cells": cells, "summaries": summaries})
    old = keep.get("sections") or {}
    sections = {}
    for key, text in markdown_sections(MARKDOWN_PAGES[name].read_text(encoding="utf-8")):
        entry = old.get(key)
        sections[key] = entry if entry and entry.get("en") == source_hash(text) else \
            {"en": source_hash(text), "source": _mapless(text), "zh": ""}
    return dump({"sections": sections})


def _mapless(text: str) -> str:
    """The English as a translator sees it: a chapter map is left to the build (keep its two
    marker lines where the map goes; the build puts the Chinese map between them)."""
    return MAP.sub(MAP_BEGIN + "\n" + MAP_END, text)


def main(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m edition",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["check", "build", "skeleton", "refresh", "solution"])
    parser.add_argument("parts", nargs="*")
    parser.add_argument("--out", type=Path, default=REPO / "build" / "zh-solutions",
                        help="solution: where the Chinese solution notebooks go")
    args = parser.parse_args(argv)
    if args.command == "solution":  # a translator runs the Chinese twin of a part
        for line in build_solutions(args.out, args.parts or None):
            print(line)
        print(f"wrote the Chinese solutions under {args.out}")
        return 0
    if args.command in ("skeleton", "refresh"):
        for name in args.parts:
            path = TRANSLATIONS / f"{name}.yaml"
            keep = load(path) if args.command == "refresh" and path.exists() else None
            path.parent.mkdir(parents=True, exist_ok=True)
            page = name in NOTEBOOK_PAGES or name in MARKDOWN_PAGES
            path.write_text(page_skeleton(name, keep) if page else skeleton(name, keep),
                            encoding="utf-8")
            print(f"wrote {path.relative_to(REPO)}")
        return 0
    problems = build() if args.command == "build" else check(args.parts or None)
    for line in problems:
        print(line)
    print(f"{len(problems)} problem(s) in {len(translated_parts())} translated part(s)")
    return 1 if problems else 0

