"""Widgets as static snapshots: what nbclient recorded of each widget, drawn in plain HTML.

A page loads no script from the network, so sliders, menus and progress bars show their starting
values (disabled), and what ``interact`` printed or drew is shown under them.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Callable

import nbformat

WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


# What the kernel that ran a page's notebook put in a figure's output metadata: the words of
# the figure (its titles, or its axis labels), the text a screen reader says for it
# (website/notebooks.py, FIGURE_WORDS).
FIGURE_WORDS_KEY = "ptp_figure"


def figure_alt(words: str | None, chinese: bool = False, fallback: str = "") -> str:
    """An image's alt text: the figure's own words (English in both editions: the figures'
    text is, FONT_POLICY.md), introduced as a figure, or ``fallback``."""
    if not words:
        return fallback
    return f"图（图中文字为英文）：{words}" if chinese else f"Figure: {words}"


def _output_html(out: dict, chinese: bool = False) -> str:
    kind = out.get("output_type")
    if kind == "stream":
        return f"<pre>{html.escape(ANSI.sub('', out.get('text', '')))}</pre>"
    if kind == "error":
        error = f"{out.get('ename', '')}: {out.get('evalue', '')}"
        return f"<pre>{html.escape(error)}</pre>"
    data = out.get("data", {})
    if "image/png" in data:
        png = "".join(data["image/png"].split())
        base64.b64decode(png, validate=True)  # a snapshot embeds only real images
        alt = figure_alt(out.get("metadata", {}).get(FIGURE_WORDS_KEY), chinese,
                         "小部件画出的图" if chinese else "the plot the widget draws")
        return f'<img src="data:image/png;base64,{png}" alt="{html.escape(alt)}">'
    if "text/html" in data:
        return str(data["text/html"])
    if "text/plain" in data:
        # a value displayed as text: under a widget, what interact showed of its function's
        # return value (the site's lint, website/lint.py, finds it by this class)
        return (f'<pre class="ptp-w-result">{html.escape(ANSI.sub("", str(data["text/plain"])))}'
                "</pre>")
    return ""


def _readout(state: dict) -> Callable[[object], str]:
    """How a slider shows its value: its ``readout_format`` (``.2f`` by default for a float
    slider, as the live widget does: ``0.14``, not ``0.14285714285714285``)."""
    fmt = state.get("readout_format") or ""

    def show(value: object) -> str:
        try:
            return format(value, fmt) if fmt and isinstance(value, int | float) else str(value)
        except (ValueError, TypeError):
            return str(value)

    return show


def _widget_html(model_id: str, state: dict, depth: int = 0, chinese: bool = False) -> str:
    model = state.get(model_id)
    if model is None or depth > 20:
        return ""
    name, s = model.get("model_name", ""), model.get("state", {})
    desc = html.escape(str(s.get("description", "")))
    label = f'<span class="ptp-w-label">{desc}</span> ' if desc else ""

    def children() -> str:
        return "".join(_widget_html(ref.removeprefix("IPY_MODEL_"), state, depth + 1, chinese)
                       for ref in s.get("children", []))

    if name in {"VBoxModel", "BoxModel", "GridBoxModel"}:
        return f'<div class="ptp-w-vbox">{children()}</div>'
    if name == "HBoxModel":
        return f'<div class="ptp-w-hbox">{children()}</div>'
    if name == "OutputModel":
        return '<div class="ptp-w-output">' + "".join(_output_html(o, chinese) for o in
                                                     s.get("outputs", [])) + "</div>"
    if "Slider" in name:
        value = s.get("value")
        shown = " – ".join(map(_readout(s), value)) if isinstance(value, list) \
            else _readout(s)(value)
        low = value[0] if isinstance(value, list) else value
        return (f'<div class="ptp-w-row">{label}<input type="range" disabled '
                f'min="{s.get("min", 0)}" max="{s.get("max", 100)}" step="{s.get("step", 1)}" '
                f'value="{low}" aria-label="{desc}"> <output>{html.escape(shown)}</output></div>')
    if "_options_labels" in s:
        options = s.get("_options_labels", [])
        index = s.get("index")
        picked = set(index) if isinstance(index, list) else {index}
        opts = "".join(f'<option{" selected" if i in picked else ""}>{html.escape(str(o))}'
                       "</option>" for i, o in enumerate(options))
        return (f'<div class="ptp-w-row">{label}<select disabled aria-label="{desc}">{opts}'
                "</select></div>")
    if name in {"CheckboxModel", "ToggleButtonModel"}:
        checked = " checked" if s.get("value") else ""
        return f'<div class="ptp-w-row"><label><input type="checkbox" disabled{checked}> {desc}' \
               "</label></div>"
    if name == "ButtonModel":
        return f'<div class="ptp-w-row"><button disabled>{desc}</button></div>'
    if "Progress" in name:
        return (f'<progress value="{s.get("value", 0)}" max="{s.get("max", 100)}"></progress>')
    if name in {"HTMLModel", "HTMLMathModel"}:
        return f'<span class="ptp-w-html">{s.get("value", "")}</span>'
    if "value" in s and not isinstance(s["value"], dict | list):
        return f'<div class="ptp-w-row">{label}<code>{html.escape(str(s["value"]))}</code></div>'
    return children()


SNAPSHOT_NOTE = ("Interactive in JupyterLab, Colab or Binder (the links at the top of the page); "
                 "here a snapshot at its starting values.")
SNAPSHOT_NOTE_ZH = ("在 JupyterLab、Colab 或 Binder 中可以交互（链接在页面顶部）；"
                    "这里是它初始值的快照。")


def snapshot_widgets(nb: nbformat.NotebookNode, chinese: bool = False) -> int:
    """Replace every widget view in ``nb``'s outputs by static HTML drawn from the widget state
    nbclient stored, and drop that state (so no widget script is loaded). Returns how many.
    ``chinese``: a page of the Chinese site, whose note under each widget is in Chinese."""
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    count = 0
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if WIDGET_VIEW not in data:
                continue
            view = data.pop(WIDGET_VIEW)
            body = _widget_html(view.get("model_id", ""), state, chinese=chinese)
            progress = "<progress" in body and "ptp-w-output" not in body
            words = SNAPSHOT_NOTE_ZH if chinese else SNAPSHOT_NOTE
            note = "" if progress else f'<p class="ptp-w-note">{words}</p>'
            data["text/html"] = f'<div class="ptp-widget-snapshot">{note}{body}</div>'
            count += 1
    nb.metadata.pop("widgets", None)
    return count


WIDGET_CSS = """
.ptp-widget-snapshot { border: 1px dashed var(--pst-color-border, #bbb); border-radius: 4px;
  padding: 0.4em 0.8em; margin: 0.3em 0; }
.ptp-widget-snapshot .ptp-w-note { font-size: 0.8em; opacity: 0.75; margin: 0 0 0.3em 0; }
.ptp-widget-snapshot .ptp-w-hbox { display: flex; gap: 0.8em; align-items: center;
  flex-wrap: wrap; }
.ptp-widget-snapshot .ptp-w-row { display: flex; gap: 0.5em; align-items: center;
  margin: 0.2em 0; }
.ptp-widget-snapshot .ptp-w-label { min-width: 8em; }
.ptp-widget-snapshot img { max-width: 100%; }
.ptp-widget-snapshot pre { margin: 0.3em 0; }
"""
