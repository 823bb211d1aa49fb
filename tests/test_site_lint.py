"""The site's lint (website/lint.py): each kind of defect caught in a small planted page, none
on a clean one, and none on the pages of a built site.

The planted pages are HTML as MyST-NB and the Sphinx Book Theme write it (a cell's input and
output, a widget snapshot as website/widgets.py draws it), so these run in well under a second.
A built site is checked when ``PTP_SITE_DIR`` names one (``make site``, then
``PTP_SITE_DIR=build/site``); tests/test_site.py lints the site its session builds.
"""

from __future__ import annotations

import html
import os
from pathlib import Path

import pytest

from graders.course import REPO
from website import lint, widgets

HEAD = ('<html><head><script src="_static/jquery.js"></script>{script}</head><body>'
        '<article class="bd-article">{body}</article></body></html>')
MATHJAX = '<script defer="defer" src="../../_static/mathjax/tex-chtml.js"></script>'


def page(body: str, script: str = "") -> str:
    return HEAD.format(body=body, script=script)


def prose(text: str) -> str:
    return f"<section><p>{text}</p></section>"


def output(text: str, kind: str = "stream") -> str:
    return ('<div class="cell docutils container"><div class="cell_input docutils container">'
            '<div class="highlight-ipython3 notranslate"><div class="highlight"><pre>'
            'print(x)</pre></div></div></div><div class="cell_output docutils container">'
            f'<div class="output {kind} highlight-myst-ansi notranslate"><div class="highlight">'
            f"<pre><span></span>{text}</pre></div></div></div></div>")


def widget(outputs: list[dict]) -> str:
    """A widget snapshot drawn by website/widgets.py: a slider and an interact output."""
    state = {"a": {"model_name": "VBoxModel",
                   "state": {"children": ["IPY_MODEL_b", "IPY_MODEL_c"]}},
             "b": {"model_name": "IntSliderModel", "state": {"value": 3, "description": "n"}},
             "c": {"model_name": "OutputModel", "state": {"outputs": outputs}}}
    html_text = widgets._widget_html("a", state)
    return ('<div class="cell_output docutils container"><div class="output text_html">'
            f'<div class="ptp-widget-snapshot">{html_text}</div></div></div>')


CLEAN = page(
    prose("The loss falls from 2.31 to 0.81 (see <code>$$\\frac{a}{b}$$</code> in code).")
    + '<div class="math notranslate nohighlight">\\[\\nabla \\frac{1}{B}\\sum_i \\ell_i\\]</div>'
    + prose("Use <code>2**22</code> bytes, <strong>bold</strong> and <em>this</em>; 2**20 is "
            "a mebibyte, and 10**D - 1 the largest number of D digits.")
    + output("epoch 1: loss 0.8123 (lr 0.005)\nraised as expected -> RuntimeError: mat1 and "
             "mat2 shapes cannot be multiplied (2x3 and 4x5)\nraised as expected -> "
             "UnpicklingError: Weights only load failed …\nValueError: expected a float, got "
             "an int\ntraining: 100%|██████████| 200/200 [00:00&lt;00:00, 1046.02it/s]\n"
             "saved to checkpoints/model.pt")
    + widget([{"output_type": "stream", "name": "stdout", "text": "n = 3\n"}]),
    MATHJAX)

PLANTED = {
    "raw-math": [page(prose("$$\\nabla \\frac{1}{B}\\sum_{i=1}^{B} \\ell_i ;=; x$$")),
                 page(prose("the rate is $\\eta_t$ at step t")),
                 page('<div class="math notranslate nohighlight">\\[x^2\\]</div>'),
                 page('<div class="math notranslate nohighlight">\\[x^2\\]</div>',
                      '<script src="https://cdn.jsdelivr.net/npm/mathjax@3/es5/tex-chtml.js">'
                      '</script>')],
    "frozen-bar": [page(output("float32:  80%|████████  | 63/79 [00:01&lt;00:00, 45.1it/s]")),
                   page('<div class="cell_output"><div class="ptp-widget-snapshot"><span '
                        'class="ptp-w-html">plain: 0%</span><progress value="40" max="40">'
                        "</progress></div></div>")],
    "widget-return": [page(widget([{"output_type": "display_data", "metadata": {},
                                    "data": {"text/plain": "(3, 4)"}}]))],
    "machine-path": [page(output("Writing /tmp/ptp04b_3m7nizt2/ch04_stream.py")),
                     page(output("&gt; /tmp/ipykernel_32470/3022918918.py(4)attention()")),
                     page(output("/work/wt/site37/.venv/lib/python3.11/site-packages/x.py:3: "
                                 "UserWarning: careful")),
                     page(output("cache in /home/alice/.cache/torch"))],
    "address": [page(output("&lt;SumBackward0 object at 0x7fdfc16e9840&gt;"))],
    "long-float": [page(output("[0.005000000000000001, 0.009750000000000002]")),
                   page(output("lr = 0.0005555555555555547"))],
    "cut-error": [page(output("raised as expected -> UnpicklingError: (1) In PyTorch 2.6 we "
                              "changed the default. (2) Alternat") + prose("Alternatively, …")),
                  page(output("raised as expected -> GradcheckError: Jacobian mismatch, "
                              "analytical:tensor([[1.2669, 1.2669], [0.1934, 0.1934], [2")),
                  page(output("UserWarning: 'pin_memory' argument is set as true but no "
                              "accelerator is f")),
                  page(output("UnpicklingError: Unsupported global: GLOBAL exec was not an allowed "
                              "global by default. Please use `torch.serialization.add_safe_globa")),
                  page(output("torch._dynamo.exc.Unsupported: graph break in (")),
                  page(output("RuntimeError: Error(s) in loading state_dict for Linear: "
                              "Missing key(s) in state_dict: \"bias\". size mi"))],
    "stderr-noise": [page(output("[W1205 07:01:02.123 kineto_shim.cpp:437] Adding profiling "
                                 "metadata", "stderr")),
                     page(output("ERROR: gpuGetDeviceCount failed", "stderr")),
                     page(output("Matplotlib is building the font cache; this may take a "
                                 "moment.", "stderr")),
                     page(output("pylabtools.py:158: UserWarning: Glyph 20195 (\\N{CJK UNIFIED "
                                 "IDEOGRAPH-4EE3}) missing from font(s) DejaVu Sans.",
                                 "stderr"))],
    "markdown": [page(prose("a bigger bucket (2<strong>22 instead of the default 2</strong>16)")),
                 page(prose("**粗体** 没有渲染"))],
}


def test_the_kinds_are_planted() -> None:
    assert set(PLANTED) == set(lint.KINDS)


def test_a_clean_page_passes() -> None:
    assert lint.lint_page(CLEAN, "clean.html") == []


@pytest.mark.parametrize("kind", lint.KINDS)
def test_each_planted_defect_is_caught(kind: str) -> None:
    for i, planted in enumerate(PLANTED[kind]):
        found = lint.lint_page(planted, f"planted-{i}.html")
        assert [f.kind for f in found].count(kind) >= 1, (kind, i, found)
        assert {f.kind for f in found} == {kind}, (kind, i, found)


def test_a_planted_defect_in_a_clean_page_is_caught() -> None:
    """A defect among clean content: the count goes from zero to one, no more."""
    body = CLEAN.replace("saved to checkpoints/model.pt", "saved to /tmp/tmpab12/model.pt")
    assert lint.counts(lint.lint_page(body))["machine-path"] == 1


def test_the_site_lint_runs_on_files(tmp_path: Path) -> None:
    (tmp_path / "chapters").mkdir()
    (tmp_path / "chapters" / "a.html").write_text(CLEAN)
    (tmp_path / "zh").mkdir()
    (tmp_path / "zh" / "b.html").write_text(PLANTED["address"][0])
    (tmp_path / "search.html").write_text(PLANTED["address"][0])  # Sphinx's own: not a page
    found = lint.lint_site(tmp_path)
    assert [(f.page, f.kind) for f in found] == [("zh/b.html", "address")]
    assert lint.main([str(tmp_path)]) == 1


def built_site() -> Path | None:
    """The site ``PTP_SITE_DIR`` names (``make site`` built it); tests/test_site.py lints the
    site its session builds."""
    given = os.environ.get("PTP_SITE_DIR")
    root = Path(given).resolve() if given else None
    return root if root and (root / "START_HERE.html").exists() else None


@pytest.mark.skipif(built_site() is None, reason="PTP_SITE_DIR=build/site after make site")
def test_the_built_site_is_clean() -> None:
    root = built_site()
    assert root is not None
    found = lint.lint_site(root)
    assert (root / "zh" / "START_HERE.html").exists(), "both editions"
    assert not found, "\n".join(map(str, found[:40]))


def test_pages_show_no_path_of_the_build_machine() -> None:
    """website/notebooks.py names the build machine's folders neutrally in every output."""
    import sys
    import tempfile

    import nbformat

    from website import notebooks

    tmp = tempfile.gettempdir()
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("x", outputs=[
        nbformat.v4.new_output("stream", name="stdout",
                               text=f"Writing {tmp}/ptp04b_x/a.py\nThis kernel runs "
                                    f"{sys.prefix}/bin/python; in {Path.home()}/.cache\n"),
        nbformat.v4.new_output("error", ename="E", evalue=f"{REPO}/ptp/data.py",
                               traceback=[f"File {tmp}/ipykernel_1/2.py"])])])
    assert notebooks.without_machine_paths(nb) == 2
    outputs = nb.cells[0].outputs
    assert outputs[0].text == ("Writing $TMPDIR/ptp04b_x/a.py\nThis kernel runs <venv>/bin/python; "
                               "in ~/.cache\n")
    assert outputs[1].evalue == "<course>/ptp/data.py"
    assert outputs[1].traceback == ["File $TMPDIR/ipykernel_1/2.py"]
    html_text = page(output(html.escape(outputs[0].text)))
    assert lint.lint_page(html_text) == []


def test_a_slider_snapshot_shows_its_value_as_the_widget_does() -> None:
    """A float slider at 1/7 reads 0.14 (its readout_format), not 0.14285714285714285."""
    state = {"s": {"model_name": "FloatSliderModel",
                   "state": {"value": 1 / 7, "readout_format": ".2f", "description": "share"}}}
    body = widgets._widget_html("s", state)
    assert "<output>0.14</output>" in body
    snapshot = ('<div class="cell_output docutils container"><div class="ptp-widget-snapshot">'
                f"{body}</div></div>")
    assert lint.lint_page(page(snapshot)) == []


def test_a_figure_gets_its_words_as_alt_text() -> None:
    """A plot's alt text is what the kernel recorded of its figure (its title), on the page and
    inside a widget's snapshot; a plot with none is named by its section, never by the image's
    hashed file name (website/notebooks.py, describe_figures)."""
    import nbformat

    from website import notebooks

    def plot(words: str | None) -> dict:
        meta = {widgets.FIGURE_WORDS_KEY: words} if words else {}
        return nbformat.v4.new_output("display_data", data={"image/png": "iVBORw0KGgo="},
                                      metadata=meta)

    titled, untitled = nbformat.v4.new_code_cell("plot()"), nbformat.v4.new_code_cell("plot()")
    titled.outputs, untitled.outputs = [plot("Evaluation loop over 15 batches")], [plot(None)]
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("## 3. The `eval` loop"), titled, untitled,
        nbformat.v4.new_code_cell("print(1)")])
    assert notebooks.describe_figures(nb) == 2
    assert titled.metadata["mystnb"]["image"]["alt"] == \
        "Figure: Evaluation loop over 15 batches"
    assert untitled.metadata["mystnb"]["image"]["alt"] == "A figure of the section 3. The eval loop"
    assert "mystnb" not in nb.cells[3].metadata
    notebooks.describe_figures(nb, chinese=True)
    assert titled.metadata["mystnb"]["image"]["alt"].startswith("图")
    png = "iVBORw0KGgo="
    state = {"o": {"model_name": "OutputModel", "state": {"outputs": [
        {"output_type": "display_data", "data": {"image/png": png},
         "metadata": {widgets.FIGURE_WORDS_KEY: "lr = 0.1"}}]}}}
    assert 'alt="Figure: lr = 0.1"' in widgets._widget_html("o", state)


def test_the_chinese_header_speaks_chinese() -> None:
    """The Chinese site's launch buttons open the Chinese notebooks (the theme's path_to_docs is
    zh/) and their tooltips, like the theme's other header words, are Chinese."""
    from website import builder

    assert '"path_to_docs": "zh"' in builder.ZH_CONF
    assert '"path_to_docs": ""' in builder.CONF
    header = ('<a href="https://mybinder.org/v2/gh/o/r/main?urlpath=lab/tree/zh/x.ipynb" '
              'title="Launch on Binder" data-bs-placement="left">'
              '<button aria-label="Launch interactive content" title="Color mode">')
    localized = builder.localize_zh(header)
    assert "Launch" not in localized and "Color mode" not in localized
    assert 'title="在 Binder 上启动"' in localized and "urlpath=lab/tree/zh/x.ipynb" in localized


def test_a_page_keeps_what_a_cell_printed_on_each_side_of_its_plot() -> None:
    """Adjacent streams of one name become one output; a plot between two prints stays between
    them (read n: MyST-NB's merge of every stream showed 11a's lines "under the plot" over it)."""
    import nbformat

    from website.notebooks import adjacent_streams_merged

    out = nbformat.v4.new_output
    outputs = [out("stream", name="stdout", text="table\n"),
               out("stream", name="stdout", text="row\n"),
               out("display_data", data={"image/png": "", "text/plain": "<Figure>"}),
               out("stream", name="stdout", text="margin\n"),
               out("stream", name="stderr", text="w\n")]
    merged = adjacent_streams_merged(outputs)
    assert [(o.output_type, o.get("name"), o.get("text")) for o in merged] == [
        ("stream", "stdout", "table\nrow\n"), ("display_data", None, None),
        ("stream", "stdout", "margin\n"), ("stream", "stderr", "w\n")]
    assert outputs[0].text == "table\n"  # the executed notebook's outputs are left as they were
    from website.builder import CONF
    assert "nb_merge_streams = False" in CONF
