"""The Chinese edition (中文版): generated from the English, never drifting from it.

- every translation file is current: no cell whose English changed since it was translated
  (stale), no Markdown cell, commented code cell or diagnosis left out (missing), no
  replacement that changes code (unsafe); a planted stale entry and a planted code change are
  caught;
- ``zh/chapters`` and ``ptp/messages/zh.json`` are what a build makes now;
- each Chinese notebook is its English twin's code: tokens equal but for comments and strings,
  ``language="zh"`` in ``setup``, and the tests cells identical;
- every diagnosis of a translated part comes out in Chinese, its fields carried over;
- (tests/test_zh_grading.py) the Chinese edition is graded by real nbgrader with the same
  scores and labels as the English, and the self-check speaks Chinese.
"""

from __future__ import annotations

import copy
import filecmp
import json
import re
from pathlib import Path

import pytest

from edition import builder as T
from graders.course import CHAPTERS, notebooks_of, read, release
from graders.hidden import RELEASE_NOTE
from ptp import i18n

CJK = re.compile(r"[\u4e00-\u9fff]")
PARTS = list(T.translated_parts())


def test_translation_files_are_current() -> None:
    problems = T.check()
    assert not problems, "\n".join(problems[:40]) + (
        f"\n... {len(problems)} in all" if len(problems) > 40 else "") + (
        "\nbring them up to date: python -m edition refresh PART, translate, "
        "then python -m edition build")


def _one_part() -> tuple[str, dict]:
    if not PARTS:
        pytest.skip("no part is translated yet")
    name = PARTS[0]
    return name, T.load(T.TRANSLATIONS / f"{name}.yaml")


def test_a_stale_translation_is_caught() -> None:
    name, data = _one_part()
    nb = read(T.part_names()[name])
    markdown = next(c for c in nb.cells if c.cell_type == "markdown")
    changed = copy.deepcopy(nb)
    changed.cells[nb.cells.index(markdown)].source += "\n\nA sentence added to the English."
    _, problems = T.translate_notebook(changed, data)
    assert any(markdown.id in s for s in problems.stale), problems
    built, _ = T.translate_notebook(changed, data)  # the stale cell stays in English
    assert built.cells[nb.cells.index(markdown)].source.endswith("added to the English.")


def test_a_code_change_is_caught() -> None:
    name, data = _one_part()
    nb = read(T.part_names()[name])
    cell = next(c for c in nb.cells if c.cell_type == "code" and not T.is_tests_cell(c)
                and re.search(r"\b\d+\b", T.python_of(c.source)))
    number = re.search(r"\b\d+\b", T.python_of(cell.source)).group(0)
    planted = copy.deepcopy(data)
    planted["cells"][cell.id] = {"en": T.source_hash(cell.source),
                                 "replace": [{"en": number, "zh": str(int(number) + 1)}]}
    built, problems = T.translate_notebook(nb, planted)
    assert any(cell.id in s and "code differs" in s for s in problems.unsafe), problems
    assert built.cells[nb.cells.index(cell)].source.count(number) >= 1  # left as in English
    assert T.code_differences("x = 1  # one\nprint('one')", "x = 1  # 一\nprint('一')") == []
    assert T.code_differences("x = 1", "x = 2") == ["'1' became '2'"]
    assert T.code_differences("f('a')", "f(b'a')")  # a string's kind is code


def test_figure_text_stays_english() -> None:
    """FONT_POLICY.md: a translation that puts Chinese into a figure's text (a title, an axis
    label, a legend entry) is a problem, and the cell keeps its English code."""
    assert T.plot_text_problems('plt.title(f"matmul on {d}" + ("，1 个 CPU 线程" if c else ""))')
    assert T.plot_text_problems('ax.set_xlabel("轮")') == ["轮"]
    assert T.plot_text_problems('ax.plot(x, y, label="训练")') == ["训练"]
    assert T.plot_text_problems('print("训练"); ax.set_title("loss")  # 损失') == []
    name = "00_setup"
    nb = read(T.part_names()[name])
    data = T.load(T.TRANSLATIONS / f"{name}.yaml")
    cell = next(c for c in nb.cells if c.cell_type == "code" and not T.is_tests_cell(c)
                and 'plt.xlabel("matrix size n")' in c.source)
    planted = copy.deepcopy(data)
    planted["cells"][cell.id]["replace"].append({"en": '"matrix size n"', "zh": '"矩阵大小 n"'})
    built, problems = T.translate_notebook(nb, planted)
    assert any(cell.id in s and "figure" in s for s in problems.unsafe), problems
    assert "矩阵大小" not in built.cells[nb.cells.index(cell)].source
    _, clean = T.translate_notebook(nb, data)
    assert not any("figure" in s for s in clean.unsafe), clean.unsafe


def test_a_section_to_reread_is_the_chinese_heading() -> None:
    """In the Chinese edition a diagnosis names the section to reread by its Chinese heading, as
    the page renders it: a translation of a section that is no heading of the page is caught."""
    name = "00_setup"
    nb = read(T.part_names()[name])
    data = T.load(T.TRANSLATIONS / f"{name}.yaml")
    _, clean = T.translate_notebook(nb, data)
    assert not any("no heading" in s for s in clean.unsafe), clean.unsafe
    planted = copy.deepcopy(data)
    entry = next(s for s in planted["sections"] if s["en"].startswith("2. Reported"))
    entry["zh"] = "2. 报告的可用不等于真正可用"
    _, problems = T.translate_notebook(nb, planted)
    assert any("no heading of the Chinese page" in s for s in problems.unsafe), problems


def test_the_generated_chinese_keeps_the_glossary_terms() -> None:
    """The "你的函数必须处理" lists say 批量 (the glossary's batch), 评估模式 and
    训练模式; the first 实践笔记 of a page links to the glossary's entry (a page read on its
    own explains it)."""
    from ptp.contracts_decl import DECLARATIONS
    from ptp.domains import must_handle

    for decl in DECLARATIONS.values():
        text = must_handle(decl, "zh")
        for word in ("批次", "eval 模式", "train 模式"):
            assert word not in text, (decl.exercise, word)
    nb = read(T.part_names()["06a_bytes"])
    nb = copy.deepcopy(nb)
    cell = next(c for c in nb.cells if c.cell_type == "markdown")
    cell.source = ("## 1. 实践笔记\n\n`实践笔记` 与 [实践笔记](x) 之后，"
                   "实践笔记说；实践笔记又说")
    T.link_first_use(nb, T.NOTES_TERM, T.NOTES_LINK)
    assert cell.source.endswith(f"之后，[实践笔记]({T.NOTES_LINK})说；实践笔记又说"), cell.source
    for path in sorted((T.EDITION / "chapters").glob("*/*.ipynb")):
        text = path.read_text(encoding="utf-8")
        if "实践笔记" in text:
            assert T.NOTES_LINK in text, path.name


def test_a_tests_cell_is_never_translated() -> None:
    name, data = _one_part()
    nb = read(T.part_names()[name])
    tests = next(c for c in nb.cells if T.is_tests_cell(c))
    planted = copy.deepcopy(data)
    planted["cells"][tests.id] = {"en": T.source_hash(tests.source), "replace": []}
    _, problems = T.translate_notebook(nb, planted)
    assert any(tests.id in s for s in problems.unsafe), problems


def test_the_built_edition_is_in_sync(tmp_path: Path) -> None:
    """zh/chapters and the catalogue are what the translations build now."""
    book = T.compile_catalogue()
    assert json.loads(T.CATALOGUE.read_text(encoding="utf-8")) == json.loads(
        json.dumps(book)), "ptp/messages/zh.json is stale: python -m edition build"
    chapters = T.edition_chapters()
    built = sorted(p.name for p in (T.EDITION / "chapters").glob("*") if p.is_dir())
    assert built == chapters, "zh/chapters holds other chapters than the translated ones"
    if not chapters:
        return
    course = T.make_zh_course_dir(tmp_path / "course")
    for chapter in chapters:
        fresh = release(chapter, course)
        for path in sorted(fresh.glob("*.ipynb")):
            committed = T.EDITION / "chapters" / chapter / path.name
            assert committed.exists() and filecmp.cmp(path, committed, shallow=False), \
                f"{committed.relative_to(T.REPO)} is stale: python -m edition build"


@pytest.mark.parametrize("chapter", T.edition_chapters() or ["(none yet)"])
def test_each_chinese_notebook_is_its_english_twin(chapter: str) -> None:
    if chapter == "(none yet)":
        pytest.skip("no chapter is wholly translated yet")
    for english_path in notebooks_of(chapter, CHAPTERS):
        english = read(english_path)
        chinese = read(T.EDITION / "chapters" / chapter / english_path.name)
        assert [c.get("id") for c in chinese.cells] == [c.get("id") for c in english.cells]
        assert i18n.is_chinese(chinese) and not i18n.is_chinese(english)
        data = T.load(T.TRANSLATIONS / f"{english_path.stem}.yaml")
        sections = {s["en"]: s["zh"] for s in data["sections"]}
        for a, b in zip(english.cells, chinese.cells, strict=True):
            assert a.cell_type == b.cell_type, a.get("id")
            if a.metadata.get("nbgrader", {}).get("grade") and a.cell_type == "code":
                # the same code, but for the sections it names: the Chinese page's headings
                # (and so the checksum nbgrader keeps of the locked cell)
                # the note where the hidden tests stand is in each edition's language
                english_note = a.source.replace(RELEASE_NOTE["en"], RELEASE_NOTE["zh"])
                assert T.chinese_tests_cell(english_note, sections) == b.source, \
                    f"{a.get('id')}: a tests cell differs"
                assert _without_checksum(a.metadata) == _without_checksum(b.metadata), \
                    a.get("id")
            else:
                assert a.metadata == b.metadata, a.get("id")
            if a.cell_type != "code":
                continue
            note = T.TESTS_NOTE if T.is_tests_cell(a) else ""
            assert T.code_differences(note + a.source, b.source) == [], a.get("id")
        text = " ".join(c.source for c in chinese.cells if c.cell_type == "markdown")
        assert len(CJK.findall(text)) > 1000, f"{english_path.name}: little Chinese text"


def _without_checksum(metadata: dict) -> dict:
    """A cell's metadata less the checksum nbgrader keeps of its source."""
    grader = {k: v for k, v in metadata.get("nbgrader", {}).items() if k != "checksum"}
    return {**metadata, "nbgrader": grader}


def test_a_tests_cell_names_the_chinese_headings() -> None:
    """A tests cell's sections to reread become the Chinese page's headings, and nothing else
    in its code changes: a string that merely equals a section elsewhere stays."""
    source = ('SECTION = "1. Where"\nexpect(ok, "lbl", "msg", section="2. Then")\n'
              'other = f"1. Where {x}"\n')
    got = T.translate_sections(source, {"1. Where": "1. 哪里", "2. Then": "2. 然后"})
    assert got == ('SECTION = "1. 哪里"\nexpect(ok, "lbl", "msg", section="2. 然后")\n'
                   'other = f"1. Where {x}"\n'), got
    assert T.code_differences(source, got) == []


def _sample(template: str) -> tuple[str, list[str]]:
    """An English message with ``template``'s shape: each field filled with a marker."""
    out, values = "", []
    for kind, text in T.parse_template(template):
        if kind == "field":
            values.append(f"⟦{len(values)}⟧")
            out += values[-1]
        else:
            out += text
    return out, values


@pytest.mark.parametrize("name", PARTS or ["(none yet)"])
def test_every_diagnosis_comes_out_in_chinese(name: str) -> None:
    """Every diagnosis a translated part's tests can give, built with marker values in its
    fields, comes out in Chinese with the fields the translation uses carried over."""
    if name == "(none yet)":
        pytest.skip("no part is translated yet")
    data = T.load(T.TRANSLATIONS / f"{name}.yaml")
    before = i18n.language()
    i18n.set_language("zh")
    try:
        wrong = []
        for m in data["messages"]:
            english, values = _sample(m["en"])
            got = i18n.translate_message(m["label"], english)
            used = [values[p] for p in T.compile_entry(m["en"], m["zh"])["translation"]
                    if isinstance(p, int)]
            if not CJK.search(got) or any(v not in got for v in used):
                wrong.append(f"[{m['label']}] {english[:80]!r} -> {got[:80]!r}")
        sections = {s["en"]: s["zh"] for s in data["sections"]}
        for en, zh in sections.items():
            if i18n.translate_section(en) != zh:
                wrong.append(f"section {en!r} is not {zh!r} (two parts translate it apart?)")
    finally:
        i18n.set_language(before)
    assert not wrong, "\n".join(wrong[:20])


def test_the_contracts_speak_chinese() -> None:
    import torch
    from torch import nn

    from ptp.checks import Mistake, contracts

    before = i18n.language()
    i18n.set_language("zh")
    try:
        x, model = torch.zeros(3), nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
        with pytest.raises(Mistake) as caught, contracts(x, model, section="2. 视图"):
            x.add_(1)
        text = str(caught.value)
        assert text.startswith("[input-modified] 你的函数原地修改了传给你的第一个参数")
        assert text.endswith("（重读：“2. 视图”）"), text
        with pytest.raises(Mistake) as caught, contracts(x, model):
            model[1].eval()
        assert "子模块 '1'（BatchNorm1d）进来时处于训练模式" in str(caught.value)
        model.train()
    finally:
        i18n.set_language(before)
    assert i18n.translate_message("input-modified", "anything") == "anything"  # English again


def test_the_data_line_speaks_chinese(monkeypatch) -> None:
    """The line under each chapter's setup cell that says where the images come from is a
    learner's sentence: Chinese in the Chinese edition, for every source and split."""
    from ptp import data

    monkeypatch.setenv("PTP_OFFLINE", "1")
    monkeypatch.delenv("PTP_FASHION_MNIST_DIR", raising=False)
    lines = i18n.catalogue("zh")["lines"]
    for source in ("sample", "official", "local"):
        for split in ("train", "test"):
            assert f"data-{source}-{split}" in lines, (source, split)
    assert "data-download-failed" in lines
    before = i18n.language()
    i18n.set_language("zh")
    try:
        text = data.fashion_mnist(train=True).source
        assert text == "FashionMNIST 训练集：随课程附带的 12,000 张图像样本（无需联网）", text
    finally:
        i18n.set_language(before)
    english = data.fashion_mnist(train=False).source
    assert english == ("FashionMNIST test set: the 2,000-image sample shipped with the course "
                       "(no network needed)"), english


def test_a_message_without_translation_stays_english() -> None:
    before = i18n.language()
    i18n.set_language("zh")
    try:
        assert i18n.translate_message("no-such-label", "as it was") == "as it was"
    finally:
        i18n.set_language(before)
    with pytest.raises(ValueError):
        i18n.set_language("fr")


def test_bold_that_will_not_render_is_caught() -> None:
    """CommonMark does not close ``**`` after punctuation when a letter follows (nor open it
    before punctuation after a letter): Chinese text hits this often, and the check says so."""
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark")
    cases = {"**论断核查：**实践笔记": False, "**论断核查**：实践笔记": True,
             "它所在的**[设备](x)**（device）": False, "它所在的 **[设备](x)**（device）": True,
             "它的**设备**很好": True, "用 `a**b` 计算": True}
    for text, renders in cases.items():
        bold = "<strong>" in md.renderInline(text) or "**" not in text.replace("`a**b`", "")
        assert bold == renders, text  # the cases are what CommonMark really does
        assert (T.unrendered_bold(text) == []) == renders, text


def test_a_fragment_field_can_be_held_to_a_pattern() -> None:
    """A broad fragment (``{what} (a {cls})``) with ``match`` translates a class name, and
    leaves an English aside that merely ends in parentheses alone."""
    from ptp.i18n import _fill

    loose = T.compile_fragment({"en": "{what} (a {cls})", "zh": "{what}（一个 {cls}）"})
    tight = T.compile_fragment({"en": "{what} (a {cls})", "zh": "{what}（一个 {cls}）",
                                "match": {"cls": r"[A-Za-z_][\w.]*"}})
    aside = "x of shape (3,) (a size of 1 is still a dimension)"
    assert _fill(loose, aside, []) is not None  # what went wrong before
    assert _fill(tight, aside, []) is None
    assert _fill(tight, "the model (a Linear)", []) == "the model（一个 Linear）"
    with pytest.raises(ValueError):
        T.compile_fragment({"en": "{what}", "zh": "{what}", "match": {"nope": "x"}})


def test_no_half_width_space_between_chinese_words() -> None:
    """The builder takes out the spaces a translation leaves between Chinese characters and
    where bold or a link meets them (CommonMark needs one after a closing ``**`` that follows
    punctuation; the builder moves the punctuation or the bold instead), and the bold still
    renders. Code keeps its spaces."""
    from edition.builder import tight_spaces, unrendered_bold

    cases = {
        "它所在的 **[设备](../../GLOSSARY.md#device)**（device）":
            "它所在的[**设备**](../../GLOSSARY.md#device)（device）",
        "填充到**整个[数据集](../../GLOSSARY.md#dataset)** 中最长":
            "填充到**整个**[**数据集**](../../GLOSSARY.md#dataset)中最长",
        "结论：**不成立。** 这个错误": "结论：**不成立**。这个错误",
        "**论断核查（claim check）：** 实践笔记": "**论断核查（claim check）**：实践笔记",
        "模型处于 训练或评估模式": "模型处于训练或评估模式",
        "我们在 [评估模式](#eval-mode) 下": "我们在[评估模式](#eval-mode)下",
        "`a 中 b` 在 GPU 上，第 05a 部分": "`a 中 b` 在 GPU 上，第 05a 部分",
        "**a** 和 **b [c](d)** 中": "**a** 和 **b [c](d)** 中",
    }
    for given, wanted in cases.items():
        assert tight_spaces(given) == wanted, given
        assert unrendered_bold(wanted) == [], wanted
    built = [c.source for p in sorted((T.EDITION / "chapters").glob("*/*.ipynb"))
             for c in read(p).cells if c.cell_type == "markdown"]
    stray = [m.group(0) for text in built for part in T.FENCE.split(text)[::2]
             for m in re.finditer(r"[\u4e00-\u9fff] [\u4e00-\u9fff]", part)]
    assert stray == [], stray[:5]
