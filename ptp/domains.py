"""Each exercise's contract, declared once: the inputs its prompt allows and what must hold.

A ``Declaration`` names the function, the inputs the prompt allows (``Tensor``, ``Int``,
``Float``, ``Choice`` arguments sharing symbolic sizes such as ``"N"``), the callers' contexts
(``torch.no_grad()``) and devices (``"cpu"``, ``"meta"``), the observables to compare (the result
within a tolerance justified by its dtype, the gradient that reaches each input, the inputs after
the call and the global state, through ``ptp.checks.contracts``) and a time budget. Not the
reference: ``ptp`` ships to every learner, so the reference (the behaviour the prompt asks for, an
answer) lives in the exercise's hidden tests and is passed to ``differential``.

From it come:

* ``must_handle(decl)``: the "your function must handle" list of the exercise's prompt (English
  or Chinese), pasted between markers in the prompt cell; a test fails when they disagree;
* ``differential(decl, learner_fn, reference=fn)``: the hidden differential test (``fn`` defined
  in the hidden tests block). Hypothesis draws cases from
  the declaration (seeded and derandomized), the reference and the learner's function run on the
  same inputs in the same context, every observable is compared, the first difference is shrunk
  to the plainest input that shows it and raised as a ``ptp.checks.Mistake`` naming that kind of
  input, what differed and the section to reread (never the test's code).

Light to import: torch and hypothesis are imported inside the functions that need them.
"""

from __future__ import annotations

import collections
import contextlib
import contextvars
import math
import os
import re
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ptp.checks import Mistake, contracts, quiet

LAYOUTS = ("contiguous", "strided", "transposed", "column_major")
"""The memory layouts a declared tensor argument is drawn in (``ptp.checks.layouts``), where its
rank allows: column-major from three dimensions on (for two it is the transposed one)."""

SIZES = (3, 1, 0, 2, 5)
"""The sizes a dimension is drawn from, the plainest first (hypothesis shrinks towards it):
0, 1 and odd sizes included."""

# torch.testing's defaults for each dtype (a few units in the last place of its mantissa): the
# tolerance a result is compared with, times a declaration's ``ulps`` for longer reductions.
# float64's is tighter than torch.testing's 1e-7: a float64 result computed in float32 on the
# way (a float32 buffer, a float32 accumulator) is off by about 6e-8 and must not pass, while
# float64 computed in another order stays within about 1e-13.
TOLERANCE = {"float16": (1e-3, 1e-5), "bfloat16": (1.6e-2, 1e-5), "float32": (1.3e-6, 1e-5),
             "float64": (1e-10, 1e-10)}

_ZH_WORDS = {
    "float32": "float32", "float64": "float64", "float16": "float16", "bfloat16": "bfloat16",
    "contiguous": "连续", "strided": "跨步（非连续）", "transposed": "转置（非连续）",
    "column_major": "列优先（每一维的步长顺序都颠倒）",
    "channels_last": "channels_last",
}

# value classes: how to put one into a float64 tensor of random normal values, and their names
VALUE_NAMES = {
    "normal": ("ordinary values (positive and negative)", "普通数值（有正有负）"),
    "zero": ("zeros", "零"),
    "tiny": ("tiny positive values such as 1e-30", "很小的正数，例如 1e-30"),
    "subnormal": ("subnormal values", "次正规数"),
    "huge": ("huge values (near the dtype's largest)", "极大的数（接近该 dtype 的最大值）"),
    "inf": ("+inf and -inf", "+inf 和 -inf"),
    "nan": ("NaN", "NaN"),
    "constant": ("examples whose values are all equal (black, white, grey)",
                 "所有值都相等的样本（全黑、全白、灰色）"),
    "zero_rows": ("all-zero rows", "全零的行"),
    # along the last dimension: each row's largest value and one just below it (0.01 % apart,
    # distinct in float32, the same in bfloat16)
    "near_ties": ("near ties: in each row, a value 0.01 % below the row's largest",
                  "近乎相等的值：每一行中有一个值比该行最大值小 0.01%"),
    # the whole tensor: where the plainest values (an identity: mean 0, std 1) invite a shortcut
    "all_zero": ("all zeros", "全部为 0"),
    "all_one": ("all ones", "全部为 1"),
    # the rows of the tensor named by ``Tensor.rows_of`` (``{}`` in the words): a distance of 0
    # said after the others: "ordinary values, possibly some rows equal to rows of `x`"
    "equal_rows": ("possibly some rows equal to rows of `{}`",
                   "其中某些行可能与 `{}` 的某些行相同"),
}



@contextlib.contextmanager
def rng_kept() -> Any:
    """Inside: anything, ``torch.manual_seed`` included; after: torch's random generators as
    they were, every device's (the CPU's, CUDA's, the emulated accelerator's). For a tests
    cell's own seeding around a call, where ``torch.random.fork_rng(devices=[])`` would keep
    only the CPU's and leave the accelerators' reseeded."""
    from ptp.checks import GlobalState

    keys = ("torch_rng", "cuda_rng", "accelerator_rng")
    state = GlobalState.capture()
    try:
        yield
    finally:
        state.restore(keys)


def _hypothesis_storage() -> None:
    """Hypothesis keeps caches in ``.hypothesis/`` of the working folder (a chapter's folder, when
    a notebook runs): keep them in the temporary folder instead, before it is imported."""
    import os
    import tempfile

    os.environ.setdefault("HYPOTHESIS_STORAGE_DIRECTORY",
                          os.path.join(tempfile.gettempdir(), "ptp-hypothesis"))

def _inject(kind: str, t: Any, gen: Any, dtype: Any) -> Any:
    """``t`` (float64) with some entries (or, for row kinds, some rows) of class ``kind``."""
    import torch

    if t.numel() == 0:
        return t
    flat = t.reshape(-1)
    where = torch.randint(0, flat.numel(), (max(1, flat.numel() // 4),), generator=gen)
    info = torch.finfo(dtype) if dtype.is_floating_point else None
    if kind == "zero":
        flat[where] = 0.0
    elif kind in ("all_zero", "all_one"):
        t.fill_(0.0 if kind == "all_zero" else 1.0)
    elif kind == "tiny":
        flat[where] = 1e-30
    elif kind == "subnormal" and info is not None:
        flat[where] = info.smallest_normal / 4 * torch.sign(torch.randn(len(where), generator=gen,
                                                                         dtype=t.dtype))
    elif kind == "huge" and info is not None:
        flat[where] = info.max / 4 * torch.sign(torch.randn(len(where), generator=gen,
                                                            dtype=t.dtype))
    elif kind == "inf":
        flat[where] = torch.where(torch.rand(len(where), generator=gen) < 0.5,
                                  torch.tensor(math.inf, dtype=t.dtype),
                                  torch.tensor(-math.inf, dtype=t.dtype))
    elif kind == "nan":
        flat[where] = math.nan
    elif kind == "near_ties" and t.dim() >= 1 and t.shape[-1] > 1:
        rows = t.reshape(-1, t.shape[-1])
        for row in rows:
            top = int(row.argmax())
            other = int(torch.randint(0, row.numel() - 1, (1,), generator=gen))
            other += other >= top
            row[other] = row[top] - 1e-4 * max(1.0, abs(float(row[top])))
        t = rows.reshape(t.shape)
    elif kind in ("constant", "zero_rows") and t.dim() >= 1 and t.shape[0] > 0:
        rows = torch.randint(0, t.shape[0], (max(1, t.shape[0] // 2),), generator=gen)
        for r in rows.tolist():
            t[r] = 0.0 if kind == "zero_rows" else [0.0, 1.0, 0.5, 255.0][r % 4]
    return t


def _size(spec: str | int, sizes: dict[str, int]) -> int:
    """A dimension's size: a number, a symbol (``"N"``), a symbol plus one (``"L+1"``) or a
    multiple of a symbol (``"2D"``)."""
    if isinstance(spec, int):
        return spec
    name, _, plus = spec.partition("+")
    times = name.rstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return sizes[name[len(times):]] * int(times or 1) + (int(plus) if plus else 0)


@dataclass(frozen=True)
class Tensor:
    """A tensor argument: its shapes (symbolic, one of ``shapes``; ``None``: any shape of rank
    ``ranks``), dtypes, value classes, memory layouts and whether it may be a leaf that requires
    grad. Integer tensors hold values in ``[0, bound)`` (``bound``: a number or a symbol)."""

    name: str
    shapes: tuple[tuple[str | int, ...], ...] | None = None
    ranks: tuple[int, int] = (0, 4)
    dtypes: tuple[str, ...] = ("float32",)
    values: tuple[str, ...] = ("normal",)
    layouts: tuple[str, ...] = ("contiguous",)
    requires_grad: bool = False
    bound: str | int | None = None
    scale: float = 1.0
    dtype_of: str | None = None        # shares the dtype drawn for this other tensor
    rows_of: str | None = None         # value class "equal_rows": some rows copied from this one


@dataclass(frozen=True)
class Int:
    """An integer argument in ``[low, high]`` (numbers, or symbols of the case's sizes);
    ``symbol`` makes it one of the sizes (``num_classes`` is ``"C"``)."""

    name: str
    low: int | str = 0
    high: int | str = 10
    symbol: str | None = None
    text: tuple[str, str] | None = None


@dataclass(frozen=True)
class Float:
    """A float argument in ``[low, high]``."""

    name: str
    low: float = 0.0
    high: float = 1.0


@dataclass(frozen=True)
class Choice:
    """An argument that takes one of ``options`` (the plainest first)."""

    name: str
    options: tuple[Any, ...]


@dataclass(frozen=True)
class Drawn:
    """Any other argument (a list of tensors, a module, a nested batch, a string, a folder):
    ``draw(draw, sizes)`` picks a plain description of it with hypothesis's ``draw`` (lists,
    numbers, strings: what a diagnosis can print and hypothesis can shrink), and
    ``build(spec, seed, device)`` makes the value from it, fresh on every call (the reference and
    the learner's function each get their own). ``text`` is the prompt's bullet (English,
    Chinese); ``describe(spec)`` the words a diagnosis uses (``repr(spec)`` when not given).
    ``build`` makes the same value for the same ``(spec, seed)`` every time (``seeded(seed)``
    around a model's construction).
    The functions live in ``ptp`` (no answers in them: they make inputs)."""

    name: str
    draw: Callable[[Any, dict[str, int]], Any]
    build: Callable[[Any, int, str], Any]
    text: tuple[str, str]
    describe: Callable[[Any], str] | None = None
    holds_tensors: bool = True  # False: a simulated device, a profile, a setting (no tensor)


Arg = Tensor | Int | Float | Choice | Drawn


@dataclass(frozen=True)
class Declaration:
    """One exercise's contract. The reference, ``reference(**args)``, is the behaviour the prompt
    asks for; raising is part of it (``raises``: the exceptions the prompt asks for on some
    inputs). It is an answer, so it is not declared here (this package ships to every learner):
    the hidden tests define it and pass it to ``differential``; ``reference`` is for a
    maintainer's own declarations outside ``ptp`` (``None`` in every declaration shipped)."""

    exercise: str                      # the solution cell's grade id, "ex1_brighten"
    name: str                          # the function as the learner writes it
    section: str                       # the section a diagnosis says to reread
    args: tuple[Arg, ...]
    reference: Callable[..., Any] | None = None
    sizes: dict[str, tuple[int, ...]] = field(default_factory=dict)  # per symbol, plainest first
    # "plain", "no_grad", "gc_off", "float64_default", "default_device"
    contexts: tuple[str, ...] = ("plain",)
    devices: tuple[str, ...] = ("cpu",)          # "cpu", "meta", ACCELERATOR
    raises: tuple[type[BaseException], ...] = ()
    grad: bool = False                 # compare the gradient reaching each input
    ulps: float = 1.0                  # tolerance: TOLERANCE[dtype] times this
    any_float_dtype: bool = False      # float32 precision is enough for float64 inputs
    notes: tuple[tuple[str, str], ...] = ()      # more bullets (English, Chinese)
    max_examples: int = 100            # the cases drawn, on every machine (see ``differential``)
    budget_s: float = 6.0              # about what they take on two busy cores
    shrink: bool = True                # False where each case costs seconds (an export) and the
    #                                    first case drawn is already the plainest
    # inputs the function's job is to change (a model a training step updates, a tensor filled in
    # place): their state after the call is compared with the reference's instead of with the
    # state before; ``allow_*`` as ``ptp.checks.contracts`` takes them
    mutates: tuple[str, ...] = ()
    # the prompt's line on the inputs after the call, where the generic one ("as the reference
    # leaves it") would say more than the tests compare (English, Chinese)
    after_call: tuple[str, str] | None = None
    allow_global: tuple[str, ...] = ()
    allow_new_grads: bool = False
    allow_mode_change: bool = False
    # more observables, compared after each call: ``observe(args, result)`` returns a value
    # (tensors, numbers, lists, dicts) the reference's run and the learner's must agree on
    observe: Callable[[dict[str, Any], Any], Any] | None = None
    # how the tests cell calls the learner's code with the declared arguments, when not plainly
    # ``name(**args)``: "lambda x, limit: RowClip(limit)(x)" for a module to build, then call
    call: str = ""
    # the prompt asks for nothing on stderr: a warning the learner's code raises (which a
    # notebook prints there) is a difference, where the reference raises none
    no_warnings: bool = False
    # the prompt forbids reading values back to Python inside the function's loop (``.item()``,
    # ``.tolist()``, ``.cpu()``, printing, ``if`` on a tensor): on an accelerator case, more reads
    # than the reference's plus one is a difference (one read more is a check, not a loop's)
    no_host_reads: bool = False
    # the prompt asks that the work run on the inputs' device: on an accelerator case, values
    # (elements) read back to the host beyond the reference's plus one are a difference (a
    # `.cpu()` of the inputs, then the work on the CPU, reads them all)
    device_work: bool = False
    # what the function returns: "tensor" (a tensor, or tensors in a container) or "value" (Python
    # numbers, strings, a dict of ints: no device, dtype or requires_grad to compare)
    result: str = "tensor"
    # the prompt's bullet head of an argument that is no parameter of the function (something the
    # tests build and pass as several arguments, or the machine they imitate): name -> (English,
    # Chinese); tests/test_domains.py checks every other argument is a parameter
    heads: dict[str, tuple[str, str]] = field(default_factory=dict)
    # the cases include a caller whose notebook's device (``run.device``, ``device``) is a GPU
    # while the arguments stay on theirs (``_notebook_on_gpu``); False where the
    # function has nothing to do with devices (version strings, arithmetic on numbers)
    notebook_device: bool = True
    # the prompt asks that graphs be freed as the reference frees them (one micro-batch's graph
    # at a time): the peak of tensors saved for backward is measured, and more than 1.5 times
    # the reference's is a difference
    saved_peak: bool = False
    # a Python number returned for float64 inputs (a float64 model) is compared at float64's
    # precision, not float32's (a running total kept in float32 differs)
    float64_values: bool = False
    # the prompt's signatures of what the learner writes, where the tests cell calls it through
    # a wrapper (``call``): "RowClip(limit)", "pick_device(prefer=None)". The learner's object of
    # that name in the notebook is checked against it (``check_signature``); where the tests
    # cell hands over the function itself, its reference's signature is the prompt's
    signatures: tuple[str, ...] = ()
    # the prompt allows a Python number of either type, `int` or `float`: compared by value
    # (0 for 0.0), within the float tolerance
    any_number: bool = False

    def __post_init__(self) -> None:
        # a bullet is an (English, Chinese) pair: one pair without its trailing comma would
        # make a bullet of each of its strings' first characters
        for note in self.notes:
            if not (isinstance(note, tuple) and len(note) == 2
                    and all(isinstance(n, str) and len(n) > 1 for n in note)):
                raise TypeError(f"{self.exercise}: each note is an (English, Chinese) pair, "
                                f"got {note!r}")

    def arg(self, name: str) -> Arg:
        return next(a for a in self.args if a.name == name)


# ---------------------------------------------------------------- the prompt's list

def _code(text: str) -> str:
    return f"`{text}`"


def _shape_text(shape: tuple[str | int, ...]) -> str:
    return "(" + ", ".join(str(s) for s in shape) + ("," if len(shape) == 1 else "") + ")"


def _join(items: Sequence[str], lang: str, word: str = "and") -> str:
    items = list(items)
    if lang == "zh":
        if len(items) == 1:
            return items[0]
        head, last = "、".join(items[:-1]), items[-1]
        # a space only next to code or Latin letters, never between two Chinese characters
        left = " " if head[-1].isascii() and head[-1] not in "）" else ""
        right = " " if last[0].isascii() else ""
        return head + left + ("或" if word == "or" else "和") + right + last
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {word} " + items[-1]


def _tensor_bullet(decl: Declaration, a: Tensor, lang: str) -> str:
    zh = lang == "zh"
    if a.shapes is None:
        lo, hi = a.ranks
        each = ", ".join(str(n) for n in sorted(SIZES))
        shape = (f"任意形状（{lo} 到 {hi} 维，每维大小取 {each}）" if zh
                 else f"any shape ({lo} to {hi} dimensions, each of size {each})")
    else:
        shape = ("形状 " if zh else "shape ") + _join([_code(_shape_text(s)) for s in a.shapes],
                                                     lang, "or")
    dtypes = _join([_code(d) for d in a.dtypes], lang, "or")
    parts = [shape, ("dtype 为 " if zh else "dtype ") + dtypes]
    if a.bound is not None:
        parts.append(f"取值在 0 到 {a.bound} - 1 之间" if zh else f"values from 0 to {a.bound} - 1")
    elif not any(d.startswith(("float", "bfloat")) for d in a.dtypes):
        parts.append("取值 0 到 255" if zh else "values from 0 to 255")
    else:
        kinds = [VALUE_NAMES[v][1 if zh else 0].format(a.rows_of) for v in a.values
                 if v != "equal_rows"]
        rows = [VALUE_NAMES["equal_rows"][1 if zh else 0].format(a.rows_of)
                for v in a.values if v == "equal_rows"]
        parts.append(("，" if zh else ", ").join(([_join(kinds, lang)] if kinds else []) + rows))
    if a.layouts != ("contiguous",):
        parts.append(("内存布局：" if zh else "memory layouts: ")
                     + _join([_ZH_WORDS[x] if zh else x.replace("_", " ")
                              for x in a.layouts], lang, "or"))
    if a.requires_grad:
        parts.append("可能是需要梯度的叶子张量" if zh else "possibly a leaf that requires grad")
    if zh:
        return f"{_code(a.name)}：" + "；".join(parts)
    return f"{_code(a.name)}: " + "; ".join(parts)


def must_handle(decl: Declaration, lang: str = "en") -> str:
    """The prompt's "your function must handle" list, generated from ``decl``: what the hidden
    tests draw, and nothing they do not."""
    zh = lang == "zh"
    # a class's prompt names a class (``GatedBlock``), a function's a function
    kind = ("类" if zh else "class") if decl.name[:1].isupper() else ("函数" if zh else "function")
    lines = [f"**你的{kind}必须处理**（隐藏测试正是从这些情况中抽取输入，在每个输入上按下面各条"
             f"所说，把你的{kind}与参考答案（课程自己的解答，你看不到）比较；可见的测试还可能另外"
             "试几个别的输入）：" if zh else
             f"**Your {kind} must handle** (the hidden tests draw their inputs from exactly "
             f"these and compare your {kind} on each with the reference, the course's own "
             "solution, which you do not see, as the bullets say; the visible tests may also "
             "try a few other inputs):", ""]

    def head(a: Arg) -> str:
        """The bullet's head: the argument's name, or what the tests build in its place."""
        if a.name in decl.heads:
            return decl.heads[a.name][1 if zh else 0] + ("：" if zh else ": ")
        return f"{_code(a.name)}{'：' if zh else ': '}"

    for a in decl.args:
        if isinstance(a, Tensor):
            lines.append("- " + _tensor_bullet(decl, a, lang))
        elif isinstance(a, Int) and a.text:
            lines.append(f"- {head(a)}{a.text[1 if zh else 0]}")
        elif isinstance(a, Int):
            lines.append(f"- {head(a)}"
                         + (f"{a.low} 到 {a.high} 之间的整数" if zh
                            else f"an integer from {a.low} to {a.high}"))
        elif isinstance(a, Float):
            lines.append(f"- {head(a)}"
                         + (f"{a.low} 到 {a.high} 之间的数" if zh
                            else f"a number from {a.low} to {a.high}"))
        elif isinstance(a, Choice):
            opts = _join([_code(repr(o)) for o in a.options], lang, "or")
            lines.append(f"- {head(a)}{opts}")
        elif isinstance(a, Drawn):
            lines.append(f"- {head(a)}{a.text[1 if zh else 0]}")
    symbols = [s for s in decl.sizes if any(isinstance(a, Tensor) and a.shapes and any(
        s in str(d) for shape in a.shapes for d in shape) for a in decl.args)]
    if symbols:
        sizes = ("；" if zh else "; ").join(
            f"{s} ∈ {{{', '.join(str(n) for n in sorted(decl.sizes[s]))}}}" for s in symbols)
        lines.append(f"- 尺寸：{sizes}" if zh else f"- sizes: {sizes}")
    value = decl.result == "value"
    if "no_grad" in decl.contexts and value:
        lines.append("- 调用方可能处于 `torch.no_grad()` 之下（结果与参考答案一致）" if zh else
                     "- a caller under `torch.no_grad()` (the result as the reference's)")
    elif "no_grad" in decl.contexts:
        lines.append("- 调用方可能处于 `torch.no_grad()` 之下：与参考答案一样，不记录计算图"
                     "（结果没有 `grad_fn`；不要在函数里重新打开梯度模式）。此时，需要梯度的"
                     "输入的视图（例如索引出的一行）仍显示 `requires_grad=True`，复制出来的"
                     "张量显示 `False`：两者都可以"
                     if zh else "- a caller under `torch.no_grad()`: nothing recorded, as in the "
                     "reference (no `grad_fn` on the result; do not switch grad mode back on "
                     "inside). There, a view of an input that requires grad, such as an indexed "
                     "row, still says `requires_grad=True`, and a copy says `False`: either is "
                     "fine")
    if "gc_off" in decl.contexts:
        lines.append("- 调用方可能已经关掉了垃圾回收器（`gc.disable()`）：函数返回时它仍是关着的"
                     if zh else "- a caller that has switched the garbage collector off "
                     "(`gc.disable()`): it is still off when your function returns")
    if decl.notebook_device and decl.args:
        # said so that it reads right whatever the arguments are (paths, numbers, a device, a
        # string, tensors): the notebook's device is not an input; the tensors' clause only
        # where an argument can hold one
        tensors = any(not isinstance(a, (Int, Float, Choice)) and getattr(a, "holds_tensors", True)
                      for a in decl.args)
        lines.append("- 调用方的笔记本可能运行在加速器上（`run.device` 是 GPU）：结果与在 CPU "
                     "笔记本里用同样的参数调用时一样（只根据传入的参数工作，不要读 `run.device`"
                     + ("；传入的张量留在它们原来的设备上）" if tensors else "）") if zh else
                     "- a caller whose notebook runs on an accelerator (`run.device` is a GPU): "
                     "the result is the one a notebook on the CPU gets for the same arguments "
                     "(work from the arguments you are given, never from `run.device`"
                     + ("; tensors passed in stay on their own devices)" if tensors else ")"))
    if decl.float64_values:
        lines.append("- float64 的输入（float64 的模型）：返回的数按 float64 的精度与参考答案比较"
                     "（用 float32 累计的总和只有大约 7 位有效数字，会被判为不同）" if zh else
                     "- float64 inputs (a float64 model): the number returned is compared with "
                     "the reference's at float64's precision (a running total kept in float32 "
                     "holds about 7 digits and differs)")
    if decl.saved_peak:
        lines.append("- 内存：任何时刻仍然存活的、为反向传播保存的张量，最多是参考答案的 1.5 倍"
                     "（计算图像参考答案那样及时释放）" if zh else
                     "- memory: the tensors saved for backward that are alive at any one time "
                     "are at most 1.5 times the reference's (graphs freed as the reference "
                     "frees them)")
    if "default_device" in decl.contexts:
        lines.append("- 调用方可能设置了默认设备（`torch.set_default_device(...)`，评分时为"
                     "模拟的加速器）：`device=None` 时结果在那个设备上，函数返回时这个设置仍是"
                     "调用方设的样子" if zh else
                     "- a caller that has set a default device (`torch.set_default_device(...)`; "
                     "an emulated accelerator when grading): with `device=None` the result is on "
                     "it, and the caller's setting is as it was when your function returns")
    if "float64_default" in decl.contexts:
        lines.append("- 调用方可能把默认 dtype 设成了 float64"
                     "（`torch.set_default_dtype(torch.float64)`）：结果与参考答案一致"
                     if zh else "- a caller whose default dtype is float64 "
                     "(`torch.set_default_dtype(torch.float64)`): the result as the reference's")
    if "meta" in decl.devices:
        if zh:
            lines.append(("- `meta` 设备上的输入：结果与参考答案一致" if value else
                          "- `meta` 设备上的输入：结果的设备和形状与参考答案一致，dtype 也一致"
                          "（或者参考答案是 `float64` 时用 `float32`，如上所述）"
                          if decl.any_float_dtype else
                          "- `meta` 设备上的输入：结果的设备、形状和 dtype 与参考答案一致")
                         + "（`meta` 张量没有值，代表任何加速器。如果你的函数必须读取数值，比如 "
                         "`.item()` 或用布尔掩码索引，它在 `meta` 上报错是可以接受的，只要错误"
                         "说的不是张量在不同的设备上）")
        else:
            lines.append(("- inputs on the `meta` device: the result as the reference's" if value
                          else "- inputs on the `meta` device: the result's device and shape as "
                          "the reference's, and its dtype too (or `float32` where the reference's "
                          "is `float64`, as above)" if decl.any_float_dtype
                          else "- inputs on the `meta` device: the result's device, shape and "
                          "dtype as the reference's")
                         + " (a `meta` tensor has no values and stands for any accelerator. "
                         "If your function must read values, such as `.item()` or indexing "
                         "with a boolean mask, it may fail on `meta`: that error is accepted, "
                         "as long as it is not about tensors on different devices)")
    if ACCELERATOR in decl.devices and value:
        lines.append("- 加速器（GPU）上的输入：计算在该设备上进行，结果仍是与参考答案相等的 "
                     "Python 值，没有设备可言（评分时使用一个模拟的加速器：它是另一种设备，在 CPU "
                     "上创建的张量不能与它的张量混用（0 维的 CPU 张量除外，CUDA 也允许），"
                     "也不能对它的张量调用 `.numpy()`）" if zh else
                     "- inputs on an accelerator (a GPU): the work runs on that device, and the "
                     "result is still a Python value equal to the reference's, with no device "
                     "(grading uses an emulated accelerator: a device of its own, so tensors made "
                     "on the CPU do not mix with its tensors, 0-dimensional ones excepted as on "
                     "CUDA, and `.numpy()` refuses them)")
    elif ACCELERATOR in decl.devices:
        lines.append("- 加速器（GPU）上的输入：结果与参考答案一致，且留在同一设备上"
                     "（评分时使用一个模拟的加速器：它是另一种设备，在 CPU 上创建的张量"
                     "不能与它的张量混用（0 维的 CPU 张量除外，CUDA 也允许），"
                     "也不能对它的张量调用 `.numpy()`）" if zh else
                     "- inputs on an accelerator (a GPU): the result as the reference's, on the "
                     "same device (grading uses an emulated accelerator: a device of its own, "
                     "so tensors made on the CPU do not mix with its tensors, 0-dimensional ones "
                     "excepted as on CUDA, and `.numpy()` refuses them)")
    if decl.grad:
        lines.append("- 输入需要梯度时，到达每个输入的梯度与参考答案一致" if zh else
                     "- when an input requires grad, the gradient reaching it as the reference's")
    lines += [f"- {n[1] if zh else n[0]}" for n in decl.notes]
    # a function of no arguments (00's describe_environment): no argument rules, no inputs
    no_args = bool(decl.signatures) and all(s.rstrip().endswith("()") for s in decl.signatures)
    if no_args:
        lines.append("- 签名与上面写的一致：没有参数" if zh else
                     "- the signature as written above: no arguments")
    elif (not decl.call and decl.args) or decl.signatures:  # ``check_signature``
        lines.append("- 签名与上面写的一致：调用方可以按位置或按名字传每个参数，"
                     "也可以省略带默认值的参数（如果有），所以参数的名字、顺序以及可能有的"
                     "默认值都要与题目相同"
                     if zh else
                     "- the signature as written above: a caller may pass each argument by "
                     "position or by name, and leave out any that has a default, so keep the "
                     "names, the order and any default values as they are")
    if decl.no_host_reads:
        lines.append("- 在加速器上，读回 Python 的次数（`.item()`、`.tolist()`、`.cpu()`、"
                     "打印、对张量做 `if` 判断）最多比参考答案多一次，而不是每个批量一次" if zh else
                     "- on an accelerator, values read back to Python (`.item()`, `.tolist()`, "
                     "`.cpu()`, printing, an `if` on a tensor) at most once more than the "
                     "reference does, not once per batch")
    if decl.device_work:
        lines.append("- 在加速器上，计算在输入所在的设备上进行：从设备读回主机的值（元素个数）"
                     "最多比参考答案多一个（先把输入 `.cpu()` 再计算则会全部读回）" if zh else
                     "- on an accelerator, the work runs on the inputs' device: at most one "
                     "value more read back to the host than the reference reads (a `.cpu()` of "
                     "the inputs, then the work on the CPU, reads them all)")
    if decl.no_warnings:
        lines.append("- 不发出警告（警告会打印到 stderr）" if zh else
                     "- no warnings (a notebook prints them on stderr)")
    # the global state a declaration lets the function change is named where the list says
    # "global state as found", so that the two bullets cannot be read as contradicting
    spared = [_SPARED[g][1 if zh else 0] for g in decl.allow_global if g in _SPARED]
    except_ = ((f"（{_join(spared, lang)}除外）" if zh else f" ({_join(spared, lang)} excepted)")
               if spared else "")
    found = ("全局状态也保持调用前的样子" if zh else "global state as found") + except_
    if decl.after_call:
        lines.append(f"- {decl.after_call[1 if zh else 0]}")
    elif decl.mutates:
        # what the tests build in an argument's place is named as its bullet's head names it
        said = [re.split(r" \(|（", decl.heads[m][1 if zh else 0])[0] if m in decl.heads
                else _code(m) for m in decl.mutates]
        names = _join(said, lang)
        one = len(said) == 1 and " and " not in said[0] and " 和 " not in said[0]
        space = " " if names[-1].isascii() else ""
        lines.append(f"- 调用之后，{names}{space}的状态与参考答案调用之后一致；"
                     "其余输入在调用后保持不变（同样的对象在同样的位置，数值也不变），"
                     + found if zh else
                     f"- after the call, {names} as the reference leaves "
                     f"{'it' if one else 'them'}; the other inputs come back unchanged (the "
                     "same objects in the same places, with the same values) and " + found)
    elif no_args:
        lines.append(("- 全局状态保持调用前的样子" if zh else "- global state as found") + except_)
    else:
        lines.append("- 调用之后，输入保持不变（同样的对象在同样的位置，数值也不变），" + found
                     if zh else
                     "- the inputs come back unchanged (the same objects in the same places, "
                     "with the same values) and " + found)
    return "\n".join(lines)


# what a declaration's ``allow_global`` spares, as the "global state as found" bullet names it
_SPARED = {"torch_rng": ("torch's random generator", "torch 的随机数生成器"),
           "numpy_rng": ("NumPy's random generator", "NumPy 的随机数生成器"),
           "python_rng": ("Python's `random`", "Python 的 `random`"),
           "cuda_rng": ("the CUDA random generators", "CUDA 的随机数生成器")}

BEGIN, END = "<!-- must-handle {} -->", "<!-- /must-handle -->"


def marked(decl: Declaration, lang: str = "en") -> str:
    """``must_handle(decl)`` between the markers a prompt cell holds it in."""
    return f"{BEGIN.format(decl.exercise)}\n{must_handle(decl, lang)}\n{END}"


# ---------------------------------------------------------------- drawing cases

@dataclass
class Case:
    """One drawn input: everything needed to build it again, fresh, as often as needed."""

    decl: Declaration
    sizes: dict[str, int]
    scalars: dict[str, Any]
    tensors: dict[str, dict[str, Any]]   # per tensor: dtype, layout, values, requires_grad
    seed: int
    context: str
    device: str
    notebook: bool = False  # the notebook's run.device switched to the accelerator

    def build(self) -> dict[str, Any]:
        """The arguments, fresh tensors each time (the same values every time)."""
        import torch

        from ptp.checks import layouts

        gen = torch.Generator().manual_seed(self.seed)
        out: dict[str, Any] = {}
        for a in self.decl.args:
            if isinstance(a, Drawn):
                out[a.name] = a.build(self.scalars[a.name], self.seed, self.device)
                continue
            if not isinstance(a, Tensor):
                out[a.name] = self.scalars[a.name]
                continue
            spec = self.tensors[a.name]
            shape = spec["shape"]
            dtype = getattr(torch, spec["dtype"])
            if a.bound is not None:
                high = max(1, _size(a.bound, self.sizes))
                t = torch.randint(0, high, shape, generator=gen).to(dtype)
            elif not dtype.is_floating_point:
                t = torch.randint(0, 256, shape, generator=gen).to(dtype)
            else:
                t = torch.randn(shape, generator=gen, dtype=torch.float64) * a.scale
                for kind in spec["values"]:
                    t = _inject(kind, t, gen, dtype)
                source = out.get(a.rows_of) if "equal_rows" in spec["values"] else None
                if source is not None and source.device.type == "cpu" and source.shape[0] \
                        and source.shape[1:] == t.shape[1:]:
                    for r in range(0, t.shape[0], 2):  # every other row, a row of the other
                        t[r] = source[(r // 2) % source.shape[0]].detach().double()
                t = t.to(dtype)
            t = layouts(t).get(spec["layout"], t)
            if self.device != "cpu":
                t = t.to(self.device)
            if spec["requires_grad"]:
                t.requires_grad_(True)
            out[a.name] = t
        return out

    def kind(self) -> str:
        """The kind of input, in words: what a diagnosis names."""
        parts = []
        for a in self.decl.args:
            if isinstance(a, Tensor):
                s = self.tensors[a.name]
                words = [f"{a.name} of shape {tuple(s['shape'])}", s["dtype"]]
                if s["layout"] != "contiguous":
                    words.append(s["layout"].replace("_", " "))
                words += [VALUE_NAMES[v][0].format(a.rows_of).replace("`", "")
                          for v in s["values"]]
                if s["requires_grad"]:
                    words.append("requiring grad")
                parts.append(", ".join(words))
            elif isinstance(a, Drawn) and a.describe is not None:
                parts.append(a.describe(self.scalars[a.name]))
            else:
                parts.append(f"{a.name}={self.scalars[a.name]!r}")
        if self.device == "meta":
            parts.append("on the meta device")
        elif self.device != "cpu":
            parts.append(f"on an accelerator (the grader's emulated one, {self.device!r})")
        if self.context == "no_grad":
            parts.append("called under torch.no_grad()")
        elif self.context == "gc_off":
            parts.append("called with the garbage collector off (gc.disable())")
        elif self.context == "float64_default":
            parts.append("called with the default dtype set to float64")
        elif self.context == "default_device":
            parts.append("called with the default device set to an accelerator (the grader's "
                         "emulated one, torch.set_default_device)")
        if self.notebook:
            parts.append("called from a notebook whose run.device is a GPU (cuda) while the "
                         "arguments stay where they are")
        return "; ".join(parts)


def cases(decl: Declaration) -> Any:
    """The hypothesis strategy of ``decl``'s cases."""
    _hypothesis_storage()
    from hypothesis import strategies as st

    # an accelerator case runs on the emulated accelerator where the process has it (the
    # grading kernel of a notebook whose exercises ask for it: ``graders.isolation``), on the
    # CPU elsewhere (a learner's own kernel): the draws are the same in both, so every mistake
    # a CPU shows is found on the same case in each. An accelerator that holds none of an
    # argument's dtypes (an MPS-like one and float64 only) leaves its cases on the CPU too.
    accelerator = accelerator_device()
    refused = accelerator_refuses()
    holds = all(set(a.dtypes) - refused for a in decl.args
                if isinstance(a, Tensor) and a.dtype_of is None)
    on_accelerator = accelerator if accelerator and holds else "cpu"

    grads = [a.name for a in decl.args if isinstance(a, Tensor) and a.requires_grad]
    # two or more inputs that may require grad: which of them do is one pattern (all, none,
    # each one alone, all but each one), drawn first (hypothesis's own coin flips, one per
    # input, drawn with the tensors, gave a mixed pattern in none of the cases a rarer input
    # class, such as a tree of one leaf, was drawn with)
    patterns = [tuple(flag for _ in grads) for flag in (True, False)]
    patterns += [tuple((g == one) is alone for g in grads) for alone in (True, False)
                 for one in grads]

    def draw_case(draw: Any) -> Case:
        pattern = dict(zip(grads, draw(st.sampled_from(patterns)), strict=True)) \
            if len(grads) > 1 else {}
        sizes = {s: draw(st.sampled_from(options)) for s, options in decl.sizes.items()}
        scalars: dict[str, Any] = {}
        for a in decl.args:
            if isinstance(a, Int):
                if a.symbol:
                    scalars[a.name] = sizes[a.symbol]
                    continue
                low = _size(a.low, sizes) if isinstance(a.low, str) else a.low
                high = _size(a.high, sizes) if isinstance(a.high, str) else a.high
                # the ends of the range as often as the inside: the largest amounts are where
                # a fixed-width integer overflows or a float loses the last unit
                high = max(low, high)
                scalars[a.name] = draw(st.one_of(st.sampled_from(sorted({low, high})),
                                                 st.integers(low, high)))
            elif isinstance(a, Float):
                scalars[a.name] = draw(st.floats(a.low, a.high, allow_nan=False))
            elif isinstance(a, Choice):
                scalars[a.name] = draw(st.sampled_from(a.options))
            elif isinstance(a, Drawn):
                scalars[a.name] = a.draw(draw, sizes)
        token = draw(st.sampled_from(decl.devices))
        device = on_accelerator if token == ACCELERATOR else token
        tensors: dict[str, dict[str, Any]] = {}
        for a in decl.args:
            if not isinstance(a, Tensor):
                continue
            if a.shapes is None:
                rank = draw(st.integers(*a.ranks))
                shape = tuple(draw(st.sampled_from(SIZES)) for _ in range(rank))
            else:
                shape = tuple(_size(d, sizes) for d in draw(st.sampled_from(a.shapes)))
            dtypes = [d for d in a.dtypes if token != ACCELERATOR or device == "cpu"
                      or d not in refused]
            dtype = (tensors[a.dtype_of]["dtype"] if a.dtype_of in tensors
                     else draw(st.sampled_from(dtypes)))
            extra = [v for v in a.values if v != "normal"]
            values = draw(st.lists(st.sampled_from(extra), unique=True, max_size=2)) if extra \
                else []
            fits = {"strided": len(shape) >= 1, "transposed": len(shape) >= 2,
                    "column_major": len(shape) >= 3, "channels_last": len(shape) == 4}
            layout = draw(st.sampled_from([x for x in a.layouts if fits.get(x, True)]))
            rg = (a.requires_grad and dtype in TOLERANCE and token == "cpu"
                  and (pattern[a.name] if pattern else draw(st.booleans())))
            tensors[a.name] = {"shape": shape, "dtype": dtype, "values": sorted(values),
                               "layout": layout, "requires_grad": rg}
        seed = draw(st.integers(0, 2**16))
        context = draw(st.sampled_from(decl.contexts))
        # the notebook's device: switched on top of any context, in a third of the cases, told
        # by the seed already drawn (a draw of its own would change every later draw, and the
        # cases hypothesis reaches within max_examples with them)
        notebook = decl.notebook_device and seed % 3 == 1
        return Case(decl, sizes, scalars, tensors, seed, context, device, notebook)

    import warnings

    from hypothesis.errors import HypothesisDeprecationWarning

    # hypothesis reads this function's source to check that it draws; a source it cannot read
    # as loaded (the file changed on disk since) makes it warn on stderr, which would cost a
    # right answer its points
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", HypothesisDeprecationWarning)
        return st.composite(draw_case)()


# ---------------------------------------------------------------- comparing

DEVICE_MISMATCH = re.compile(r"expected device|same device")
"""An error on the ``meta`` device that shows tensors made on another device (not one that only
says a meta tensor has no values)."""
ON_THE_WRONG_DEVICE = re.compile(
    DEVICE_MISMATCH.pattern + r"|to numpy|numpy\(\)|cuda|nvidia|device type|"
    r"input type .* and weight type", re.S | re.I)
"""An error on an accelerator that shows a device mistake: tensors of two devices mixed, a
``.numpy()`` of device memory, a hard-coded CUDA. Any other error there (the emulated device may
lack an operation the CPU has) lets the case go: no right answer loses a point to the emulator."""
ACCELERATOR = "accelerator"
"""In ``Declaration.devices``: the function must work on inputs on an accelerator. Drawn where
the process has the emulated one (``ptp.emulated``, which the grader installs when a notebook's
exercises ask for it), on the CPU elsewhere (the same draws either way); its tensors compute
with the CPU's kernels, so the reference's results on it are the CPU's, and an answer that
moves data to the CPU, makes tensors there or calls ``.numpy()`` differs."""


def _host_counts() -> tuple[int, int]:
    """The reads back from the emulated device so far, and the values they copied."""
    from ptp.emulated import host_reads, host_values

    return host_reads(), host_values()


def accelerator_device() -> str | None:
    """The device an ``ACCELERATOR`` case is drawn on: the emulated one where it is installed."""
    import sys

    emulated = sys.modules.get("ptp.emulated")
    return "emu" if emulated is not None and emulated.installed() else None


def accelerator_refuses() -> set[str]:
    """The dtypes the emulated accelerator refuses (float64 where it behaves like Apple's MPS):
    its cases draw none of them, as no right answer could hold them there."""
    import sys

    emulated = sys.modules.get("ptp.emulated")
    if emulated is None or not emulated.installed():
        return set()
    return set() if emulated.MODES[emulated.installed()][1] else {"float64"}


def prepare_accelerator(exercises: Any) -> str | None:
    """Install the emulated accelerator when one of ``exercises`` (grade ids) declares
    ``ACCELERATOR`` and the process has no accelerator: what a grading kernel runs before any
    learner code. Returns the device its cases are drawn on, or None. A real GPU's cases are not
    drawn (its kernels may differ from the CPU's by more than the tolerance: TF32)."""
    if not wants_accelerator(exercises):
        return None
    import torch

    if not torch.accelerator.is_available():
        from ptp.emulated import install

        install("cuda")
    return accelerator_device()


def wants_accelerator(exercises: Any) -> bool:
    """Whether any of ``exercises`` (grade ids) declares ``ACCELERATOR``: the grader installs the
    emulated accelerator in such a notebook's grading kernel."""
    from ptp.contracts_decl import DECLARATIONS

    return any(ACCELERATOR in DECLARATIONS[e].devices or DECLARATIONS[e].notebook_device
               for e in exercises if e in DECLARATIONS)


class _Differs(Exception):
    """A difference found on one case (turned into a Mistake once hypothesis has shrunk it)."""

    def __init__(self, mistake: Mistake) -> None:
        super().__init__(str(mistake))
        self.mistake = mistake


def _describe(value: Any) -> str:
    import torch

    if isinstance(value, torch.Tensor):
        return (f"a {value.dtype} tensor of shape {tuple(value.shape)} on {value.device}"
                + (" that requires grad" if value.requires_grad else ""))
    shown = repr(value) if isinstance(value, (str, bytes)) else str(value)  # "\r" shows
    return f"a {type(value).__name__} ({shown[:60]})"


def _tolerance(decl: Declaration, dtype: Any, where: str = "the result") -> tuple[float, float]:
    name = str(dtype).removeprefix("torch.")
    if decl.any_float_dtype and name == "float64" and _of_result(where):
        name = "float32"  # float32 precision is enough for what is returned (a norm, a mean)
    rtol, atol = TOLERANCE.get(name, (0.0, 0.0))
    return rtol * decl.ulps, atol * decl.ulps


def _of_result(where: str) -> bool:
    """Whether ``where`` (a ``_difference`` place) is in what the function returned, or the
    gradient that flows back through it: the only places ``any_float_dtype`` loosens (the
    inputs after the call keep their dtype's precision)."""
    return where == "the result" or where.startswith(("the result[", "the gradient reaching")) \
        or where.endswith(" of the result") or " of the result[" in where


def _float_tolerance(decl: Declaration) -> float:
    """The relative tolerance of a Python float result: a float32 computation's rounding, or,
    where every floating input of the case is float64 and the declaration asks for it
    (``float64_values``), float64's: a mean loss of a float64 model accumulated in float32
    differs."""
    return (TOLERANCE["float64"][0] if _FLOAT64_CASE.get() else 1e-6) * decl.ulps


def _difference(decl: Declaration, got: Any, want: Any, where: str = "the result") -> str | None:
    """What differs between the learner's ``got`` and the reference's ``want``, in words."""
    import torch

    if isinstance(want, torch.Tensor):
        if not isinstance(got, torch.Tensor):
            return f"{where} is {_describe(got)}, expected {_describe(want)}"
        loose = (decl.any_float_dtype and got.dtype.is_floating_point
                 and want.dtype.is_floating_point and _of_result(where))
        if loose and got.dtype.itemsize < want.dtype.itemsize:
            want = want.to(got.dtype)  # compared at the precision the answer chose
        for what, g, w in (("dtype", got.dtype, want.dtype),
                           ("shape", tuple(got.shape), tuple(want.shape)),
                           ("device", got.device, want.device),
                           ("requires_grad", _records(got), _records(want))):
            if g != w:
                return f"{where} has {what} {g}, expected {w}"
        if want.device.type == "meta":
            return None
        rtol, atol = _tolerance(decl, want.dtype, where)
        g64, w64 = got.detach().cpu(), want.detach().cpu()
        if not torch.allclose(g64.double(), w64.double(), rtol=rtol, atol=atol, equal_nan=True) \
                if want.dtype.is_floating_point else not torch.equal(g64, w64):
            bad = ~torch.isclose(g64.double(), w64.double(), rtol=rtol, atol=atol,
                                 equal_nan=True)
            i = tuple(int(k) for k in bad.nonzero()[0]) if bad.dim() else ()
            return (f"{where} differs: at index {list(i)} it is {g64[i].item()!r}, expected "
                    f"{w64[i].item()!r}")
        return None
    if isinstance(want, torch.nn.Module):
        if not isinstance(got, torch.nn.Module):
            return f"{where} is {_describe(got)}, expected a {type(want).__name__}"
        return _difference(decl, _module_state(got), _module_state(want), where)
    for kind in (torch.optim.Optimizer, torch.optim.lr_scheduler.LRScheduler):
        if isinstance(want, kind):  # an optimizer or a scheduler: its state_dict
            if not isinstance(got, kind):
                return f"{where} is {_describe(got)}, expected a {type(want).__name__}"
            return _difference(decl, got.state_dict(), want.state_dict(), f"the state of {where}")
    if isinstance(want, dict):
        if not isinstance(got, dict):
            return f"{where} is {_describe(got)}, expected a dict"
        if list(got) != list(want):
            missing, extra = [k for k in want if k not in got], [k for k in got if k not in want]
            return (f"{where} has the keys {_short(list(got))}, expected {_short(list(want))}"
                    + (f" (missing {_short(missing)})" if missing else "")
                    + (f" (unexpected {_short(extra)})" if extra else "")
                    + (" (the same keys in another order)" if not missing and not extra else ""))
        for k in want:
            found = _difference(decl, got[k], want[k], f"{where}[{k!r}]")
            if found:
                return found
        return None
    if isinstance(want, (tuple, list)):
        plain = (int, float, str, bool, type(None))
        if isinstance(got, type(want)) and len(got) != len(want) and \
                all(isinstance(v, plain) for v in (*got, *want)):
            return f"{where} is {_short(got)}, expected {_short(want)}"
        if not isinstance(got, (tuple, list)) or len(got) != len(want):
            return f"{where} is {_describe(got)}, expected {_describe(want)}"
        for i, (g, w) in enumerate(zip(got, want, strict=True)):
            found = _difference(decl, g, w, f"item {i} of {where}")
            if found:
                return found
        return None
    kinds = {type(want), type(got)}  # type(): a bool is no int here
    if decl.any_number and kinds <= {int, float} and float in kinds:
        want, got = float(want), float(got)  # the prompt allows either type: compare values
    if isinstance(want, bool) or isinstance(want, int) and not isinstance(want, bool):
        return None if type(got) is type(want) and got == want else \
            f"{where} is {_describe(got)}, expected {want!r}"
    if isinstance(want, float):
        if isinstance(got, int) and not isinstance(got, bool) and float(got) == want:
            # the value is right, the type is not: a shortcut such as `return 1`
            return f"{where} is the int {got!r}, expected the float {want!r} (a Python float)"
        if not isinstance(got, float):
            return f"{where} is {_describe(got)}, expected the float {want!r}"
        # a float32 computation's rounding (a mean in float32, then .item()) is allowed
        if not math.isclose(got, want, rel_tol=_float_tolerance(decl), abs_tol=1e-12) and \
                not (math.isnan(got) and math.isnan(want)):
            return f"{where} is {got!r}, expected {want!r}"
        return None
    if want is None or isinstance(want, (str, bytes)):
        return None if type(got) is type(want) and got == want else \
            f"{where} is {_describe(got)}, expected {_short(want)}"
    return None if got == want else f"{where} is {_describe(got)}, expected {_short(want)}"


_CALLED_UNDER_NO_GRAD = contextvars.ContextVar("called_under_no_grad", default=False)
_FLOAT64_CASE = contextvars.ContextVar("float64_case", default=False)


def _all_float64(args: dict[str, Any]) -> bool:
    """Whether the arguments hold floating tensors (in containers, modules, an optimizer's
    parameters) and every one of them is float64."""
    import torch

    seen: set[int] = set()
    dtypes: set[Any] = set()

    def visit(value: Any, depth: int = 0) -> None:
        if id(value) in seen or depth > 6:
            return
        seen.add(id(value))
        if isinstance(value, torch.Tensor):
            if value.dtype.is_floating_point:
                dtypes.add(value.dtype)
        elif isinstance(value, torch.nn.Module):
            for t in (*value.parameters(), *value.buffers()):
                visit(t, depth + 1)
        elif isinstance(value, torch.optim.Optimizer):
            for group in value.param_groups:
                for t in group["params"]:
                    visit(t, depth + 1)
        elif isinstance(value, dict):
            for v in value.values():
                visit(v, depth + 1)
        elif isinstance(value, (list, tuple)):
            for v in value:
                visit(v, depth + 1)

    for value in args.values():
        visit(value)
    return dtypes == {torch.float64}


def _records(t: Any) -> bool:
    """Whether a result carries a graph: ``requires_grad``, except for a view made under
    ``no_grad()`` (it reports its base's flag but records nothing; a copy made there reports
    False: either is a right answer). For a call made under the caller's ``no_grad()``, only
    whether an operation was recorded anyway: the caller's leaf returned as it is (already in
    the asked form) reports True, a copy of it False, and both are right."""
    if _CALLED_UNDER_NO_GRAD.get():
        return t.grad_fn is not None
    made_under_no_grad = (t.grad_fn is None and t._is_view() and t._base is not None
                          and t._base.requires_grad)  # a view that only reports its base's flag
    return bool(t.requires_grad) and not made_under_no_grad


def _error_text(err: BaseException, limit: int) -> str:
    """An error's first line in at most about ``limit`` characters, cut at a space (a CUDA
    runtime error's advice on the lines after it is no help to a learner)."""
    from ptp.notebook import shorten

    lines = str(err).strip().splitlines()
    return shorten(lines[0] if lines else "", limit)


def _short(value: Any, limit: int = 120) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 5] + " ...]"


def _module_state(module: Any) -> dict[str, Any]:
    """What a module's caller can see of it: its parameters and buffers (values, dtype, device,
    ``requires_grad``), their gradients, the mode of each submodule, and for a declared model
    that records them (a ``forward_sizes`` list), the batch sizes its forward pass saw."""
    state: dict[str, Any] = {}
    for name, p in module.named_parameters():
        state[name] = p.detach()
        state[f"{name}.requires_grad"] = p.requires_grad
        state[f"{name}.grad"] = None if p.grad is None else p.grad.detach()
    for name, b in module.named_buffers():
        state[name] = b
    for name, m in module.named_modules():
        state[f"{name or '(the model)'}.training"] = m.training
    seen = getattr(module, "forward_sizes", None)  # a declared model that records its batches
    if isinstance(seen, list):
        state["the batch sizes its forward pass saw (sorted)"] = sorted(seen)
    return state


@contextlib.contextmanager
def seeded(seed: int) -> Any:
    """Inside: torch's CPU generator seeded with ``seed``; after: as it was. For a ``Drawn``
    argument's ``build``, which must make the same value for the same seed every time (a model's
    initial weights included)."""
    import torch

    with torch.random.fork_rng(devices=[]):
        torch.default_generator.manual_seed(seed)  # the CPU generator only, as fork_rng keeps
        yield


def _own_warnings(captured: Any) -> list[str]:
    """The warnings a call raised from code outside installed packages (the learner's own, or
    the hidden reference's), as text: what a notebook would print on stderr for them."""
    import sys

    roots = tuple({sys.prefix, sys.base_prefix, sys.exec_prefix})
    return [f"{w.category.__name__}: {w.message}" for w in captured.warnings
            if not str(w.filename).startswith(roots)]


def _parts(value: Any) -> list[Any]:
    """``value`` and, in lists, tuples and dicts, everything in it: what ``mutates`` frees."""
    items = value.values() if isinstance(value, dict) else \
        value if isinstance(value, (list, tuple)) else ()
    return [value, *(x for item in items for x in _parts(item))]


def _memory(value: Any) -> dict[tuple[str, int], Any]:
    """The tensors in ``value`` (in lists, tuples and dicts) that hold memory, by where their
    storage starts (device, address): what a result and an input could share."""
    import torch

    found = {}
    for part in _parts(value):
        if isinstance(part, torch.Tensor) and part.device.type != "meta" \
                and part.layout == torch.strided:
            storage = part.untyped_storage()
            if storage.nbytes():
                found[(str(part.device), storage.data_ptr())] = part
    return found


def _aliased(result: Any, args: dict[str, Any]) -> list[str]:
    """The arguments whose memory ``result`` shares (a view of an input, or the input itself)."""
    held = set(_memory(result))
    return [name for name, value in args.items() if held & set(_memory(value))]


def _call(fn: Callable[..., Any], args: dict[str, Any], context: str,
          notebook: bool = False) -> Any:
    if notebook:
        with _notebook_on_gpu():
            return _call(fn, args, context)
    import gc

    import torch

    if context == "gc_off" and gc.isenabled():
        gc.disable()
        try:
            out = fn(**args)
        finally:
            left_on = gc.isenabled()
            gc.enable()
        if left_on:
            raise _GcLeftOn
        return out
    if context == "float64_default":
        before = torch.get_default_dtype()
        torch.set_default_dtype(torch.float64)
        try:
            out = fn(**args)
            if torch.get_default_dtype() != torch.float64:
                raise _CallerSettingLost("default dtype", "float64", torch.get_default_dtype())
            return out
        finally:
            torch.set_default_dtype(before)
    if context == "default_device" and accelerator_device() is not None:
        # the emulated accelerator, as a GPU machine's caller would set cuda ("meta" would
        # refuse right answers that build on the default device and copy to the CPU); without
        # it (a learner's own kernel) the case runs as a plain call
        where = accelerator_device()
        before = torch.get_default_device()
        had = getattr(torch._GLOBAL_DEVICE_CONTEXT, "device_context", None) is not None
        torch.set_default_device(where)
        try:
            out = fn(**args)
            if torch.get_default_device().type != where:
                raise _CallerSettingLost("default device", "the accelerator",
                                         torch.get_default_device())
            return out
        finally:
            torch.set_default_device(before if had else None)
    with torch.no_grad() if context == "no_grad" else contextlib.nullcontext():
        out = fn(**args)
        if context == "no_grad" and torch.is_grad_enabled():
            # switched on and left on (torch.set_grad_enabled(True) at the end): the caller's
            # no_grad() block hides it when it exits, so it is looked at here
            torch.set_grad_enabled(False)
            raise _GradModeLeftOn
    return out


_NOTEBOOK_DEVICE_NAMES = ("device", "DEVICE")
_NOTEBOOK_AMP_NAMES = ("AMP_DTYPE", "amp_dtype")


@contextlib.contextmanager
def _notebook_on_gpu() -> Any:
    """Inside: the notebook's (``__main__``'s) ``Setup`` objects and its ``device`` names on
    ``cuda``, where they were on the CPU; after: as they were. Every declaration switches it on
    in a third of its cases (``Case.notebook``; not with ``notebook_device=False``), as in a
    notebook on a GPU machine handing over CPU tensors: a function that reads the notebook's
    device instead of its arguments' (``map_location=run.device``,
    ``torch.autocast(device.type)``, the notebook's ``AMP_DTYPE``, bfloat16 there) differs.
    ``cuda`` stands for the GPU whether the machine has one or not (where it has none, a tensor
    made there raises), so every kernel draws and judges the same."""
    import sys

    import torch

    main = sys.modules.get("__main__")
    setup_class = getattr(sys.modules.get("ptp.notebook"), "Setup", None)
    if main is None:
        yield
        return
    # a GPU machine's notebook: what reads it makes tensors there (which fails where no GPU
    # is, as it should: the arguments' device was the one to use) or takes its GPU branch
    target = torch.device("cuda")
    names = vars(main)
    runs = [v for v in list(names.values()) if setup_class is not None
            and isinstance(v, setup_class) and isinstance(v.device, torch.device)
            and v.device.type == "cpu"]
    saved = {k: names[k] for k in _NOTEBOOK_DEVICE_NAMES
             if isinstance(names.get(k), torch.device) and names[k].type == "cpu"}
    # what such a notebook derives from its device: its autocast dtype (None on a CPU; on a
    # GPU with native bfloat16, bfloat16), which a function given an amp_dtype of None ignores
    derived = {k: names[k] for k in _NOTEBOOK_AMP_NAMES if k in names and names[k] is None}
    before = [r.device for r in runs]
    for r in runs:
        r.device = target
    names.update(dict.fromkeys(saved, target))
    names.update(dict.fromkeys(derived, torch.bfloat16))
    try:
        yield
    finally:
        for r, device in zip(runs, before, strict=True):
            r.device = device
        for k, v in saved.items():
            if names.get(k) is target:
                names[k] = v
        for k, v in derived.items():
            if names.get(k) is torch.bfloat16:
                names[k] = v


class _GradModeLeftOn(Exception):
    """The function turned grad mode on under its caller's no_grad() and left it on."""


class _SavedPeak:
    """While open (and ``on``): the most bytes of tensors saved for backward alive at once
    (``torch.autograd.graph.saved_tensors_hooks``), each storage counted once, leaves that
    require grad (parameters, alive anyway) not counted; a graph's saved tensors count until
    backward frees them or the graph is gone."""

    def __init__(self, on: bool) -> None:
        self.on, self.live, self.total, self.peak = on, {}, 0, 0
        self.hooks: Any = None

    def __enter__(self) -> _SavedPeak:
        if self.on:
            import torch

            self.hooks = torch.autograd.graph.saved_tensors_hooks(self._pack, self._unpack)
            self.hooks.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.hooks is not None:
            self.hooks.__exit__(*exc)

    def _pack(self, tensor: Any) -> Any:
        return _Saved(self, tensor)

    @staticmethod
    def _unpack(saved: Any) -> Any:
        return saved.tensor


class _Saved:
    __slots__ = ("meter", "tensor", "key")

    def __init__(self, meter: _SavedPeak, tensor: Any) -> None:
        self.meter, self.tensor, self.key = meter, tensor, None
        if tensor.is_leaf and tensor.requires_grad or tensor.device.type == "meta":
            return
        try:
            storage = tensor.untyped_storage()
            self.key, size = storage.data_ptr(), storage.nbytes()
        except (RuntimeError, NotImplementedError, TypeError):
            return
        count = meter.live.get(self.key)
        if count is None:
            meter.live[self.key] = [1, size]
            meter.total += size
            meter.peak = max(meter.peak, meter.total)
        else:
            count[0] += 1

    def __del__(self) -> None:
        if self.key is not None:
            count = self.meter.live.get(self.key)
            if count is not None:
                count[0] -= 1
                if count[0] == 0:
                    self.meter.total -= count[1]
                    del self.meter.live[self.key]


def _contents(value: Any) -> Any:
    """What a mutable default holds, by identity: its items (keys and values) as ids."""
    if isinstance(value, dict):
        return [(id(k), id(v)) for k, v in value.items()]
    if isinstance(value, (list, bytearray, set, collections.deque)):
        return [id(v) for v in value]
    return len(value)


def _mutable_defaults(name: str) -> list[tuple[str, Any, Any]]:
    """The notebook's function ``name`` (``__main__``'s, unwrapped): each default argument that
    is a dict, list, set or bytearray, with what it holds now."""
    import inspect
    import sys

    fn = getattr(sys.modules.get("__main__"), name, None) if name.isidentifier() else None
    try:
        fn = inspect.unwrap(fn) if callable(fn) else None
        params = inspect.signature(fn).parameters.values() if inspect.isfunction(fn) else ()
    except (TypeError, ValueError):
        return []
    return [(p.name, p.default, _contents(p.default)) for p in params
            if isinstance(p.default, (dict, list, set, bytearray))]


_CONTAINERS = (dict, list, set, bytearray, collections.deque)


def _module_containers(name: str) -> list[tuple[str, Any, Any]]:
    """The notebook's containers (dicts, lists, sets at module level, those on the function
    object and in its enclosing functions' variables) that the learner's function ``name``
    reads, directly or through the notebook's other functions it calls: each with what it holds
    now (``_contents``). A memo kept in one of them outlives the call."""
    import inspect
    import sys
    import types

    main = sys.modules.get("__main__")
    start = getattr(main, name, None) if name.isidentifier() else None
    if not callable(start):
        return []
    found: dict[int, tuple[str, Any, Any]] = {}
    seen: set[int] = set()
    todo = [start]
    while todo and len(seen) < 50:
        fn = todo.pop()
        if id(fn) in seen:
            continue
        seen.add(id(fn))
        for v in vars(fn).values() if hasattr(fn, "__dict__") else ():
            if isinstance(v, _CONTAINERS) and id(v) not in found:
                found[id(v)] = (f"{getattr(fn, '__name__', name)}'s attribute", v, _contents(v))
        try:
            fn = inspect.unwrap(fn)
        except ValueError:
            continue
        if not isinstance(fn, types.FunctionType) or fn.__globals__ is not vars(main):
            continue
        for cell in fn.__closure__ or ():  # a memo in an enclosing function's variable
            try:
                v = cell.cell_contents
            except ValueError:
                continue
            if isinstance(v, _CONTAINERS) and id(v) not in found:
                found[id(v)] = (f"{fn.__name__}'s enclosing variable", v, _contents(v))
            elif isinstance(v, types.FunctionType):
                todo.append(v)
        names: set[str] = set()
        codes = [fn.__code__]
        while codes:
            code = codes.pop()
            names.update(code.co_names)
            codes += [c for c in code.co_consts if isinstance(c, types.CodeType)]
        for n in names:
            v = fn.__globals__.get(n)
            if isinstance(v, _CONTAINERS) and id(v) not in found:
                found[id(v)] = (n, v, _contents(v))
            elif isinstance(v, types.FunctionType) or hasattr(v, "__wrapped__"):
                todo.append(v)
    return list(found.values())


def _identities(args: dict[str, Any]) -> set[int]:
    """What a memo keyed by identity would hold for ``args``: the id() of each argument and of
    the tensors, modules and containers in it, and where each tensor's memory starts."""
    import torch

    out: set[int] = set()
    for part in _parts(args):
        if isinstance(part, (int, float, complex, str, bytes, tuple, frozenset, type(None))):
            continue  # equal by value: a memo of such keys is a memo of values
        out.add(id(part))
        if isinstance(part, torch.nn.Module):
            for obj in (*part.modules(), *part.parameters(), *part.buffers()):
                out.add(id(obj))
        if isinstance(part, torch.Tensor):
            if part.device.type != "meta" and part.layout == torch.strided:
                out.add(part.data_ptr())
    out.discard(0)
    return out


def _keyed_by_identity(added: Iterable[Any], ids: set[int]) -> bool:
    """Whether anything in ``added`` (a memo's new keys or items, tuples looked into) is one of
    the arguments' objects, or an int that is one of ``ids`` (an id() or a data_ptr())."""
    todo = list(added)
    while todo:
        k = todo.pop()
        if isinstance(k, (tuple, frozenset)):
            todo += list(k)
        elif id(k) in ids or (type(k) is int and k in ids):
            return True
    return False


def _new_items(value: Any, before: Any) -> list[Any]:
    """What ``value`` (a container recorded by ``_contents``) holds now that it did not."""
    if isinstance(value, dict):
        had = {ik for ik, _ in before} if isinstance(before, list) else set()
        return [k for k in value if id(k) not in had]
    if isinstance(value, (list, set, collections.deque)):
        had = set(before) if isinstance(before, list) else set()
        return [v for v in value if id(v) not in had]
    return []


class _CallerSettingLost(Exception):
    """A setting the caller had made (the default dtype, the default device) was not as the
    caller set it when the function returned."""

    def __init__(self, what: str, set_to: str, now: Any) -> None:
        super().__init__(what)
        self.what, self.set_to, self.now = what, set_to, now


class _GcLeftOn(Exception):
    """The function switched the garbage collector on where its caller had it off."""


def _gradients(out: Any, args: dict[str, Any], seed: int) -> dict[str, Any] | None:
    """The gradient reaching each input that requires grad, for a fixed random weighting."""
    import torch

    leaves = {k: v for k, v in args.items() if isinstance(v, torch.Tensor) and v.requires_grad}
    if not leaves or not isinstance(out, torch.Tensor) or not out.requires_grad:
        return None
    gen = torch.Generator().manual_seed(seed + 1)
    weight = torch.randn(out.shape, generator=gen, dtype=torch.float64).to(out.dtype)
    grads = torch.autograd.grad((out * weight).sum(), list(leaves.values()), allow_unused=True)
    return {k: torch.zeros_like(v) if g is None else g
            for (k, v), g in zip(leaves.items(), grads, strict=True)}


def check_case(decl: Declaration, learner_fn: Callable[..., Any], case: Case,
               reference: Callable[..., Any] | None = None) -> None:
    """Run ``reference`` (``decl.reference`` when not given) and ``learner_fn`` on ``case``;
    raise ``_Differs`` at a difference. Nothing of the reference (its code, its error's text)
    reaches a diagnosis: it is hidden test code."""
    reference = _reference_of(decl, reference)
    kind, name, section = case.kind(), decl.name, decl.section
    try:
        ref_args = case.build()
    except Exception:
        if case.device == "cpu":
            raise
        return  # the device cannot hold this input (an MPS-like one and float64): no case here
    # what each run reads back from an accelerator: (reads, values), counted on its cases only
    counted = case.device not in ("cpu", "meta")

    def since(start: tuple[int, int]) -> tuple[int, int]:
        now = _host_counts() if counted else (0, 0)
        return now[0] - start[0], now[1] - start[1]

    ref_reads = ref_values = 0
    try:
        ref_start = _host_counts() if counted else (0, 0)
        with quiet() as ref_said, _SavedPeak(decl.saved_peak) as ref_saved:
            want = _call(reference, ref_args, case.context, case.notebook)
        ref_reads, ref_values = since(ref_start)
        ref_error: BaseException | None = None
    except Exception as err:
        if case.device != "cpu":
            return  # the reference needs values: nothing to compare on this device
        want, ref_error = None, err
    args = case.build()
    defaults = _mutable_defaults(name)
    memos = _module_containers(name)
    got_start = _host_counts() if counted else (0, 0)
    try:
        with contracts(*args.values(), check=False, section=section,
                       allow_mutation=[x for m in decl.mutates for x in _parts(args[m])],
                       allow_global=decl.allow_global, allow_new_grads=decl.allow_new_grads,
                       allow_mode_change=decl.allow_mode_change,
                       accelerator_rng=True) as contract, \
                _SavedPeak(decl.saved_peak) as got_saved:
            got = _call(learner_fn, args, case.context, case.notebook)
    except _GradModeLeftOn:
        raise _Differs(Mistake(
            "global-state-changed",
            f"for {kind}, called under torch.no_grad(), your {name} left grad mode on: "
            "torch.set_grad_enabled(True) (or enable_grad entered and not left) switches the "
            "caller's no_grad() off for the rest of its block. Use `with torch.no_grad():` "
            "inside, which puts the caller's mode back.", section)) from None
    except _CallerSettingLost as lost:
        raise _Differs(Mistake(
            "global-state-changed",
            f"for {kind}, your {name} left the caller's {lost.what} changed: the caller had set "
            f"it to {lost.set_to} and found {lost.now} when your function returned. Put back "
            f"what you found (note it first: torch.get_{lost.what.replace(' ', '_')}()), not "
            "a value of your own, or use a context that restores it.", section)) from None
    except _GcLeftOn:
        raise _Differs(Mistake(
            "global-state-changed",
            f"for {kind}, your {name} switched the garbage collector on: its caller had "
            "switched it off (gc.disable()) and finds it on. Note gc.isenabled() first and "
            "switch it back on only if it was on.", section)) from None
    except Exception as err:
        if type(err) is NotImplementedError and not str(err):
            raise  # not answered yet
        if ref_error is not None and isinstance(err, type(ref_error)):
            _observe_after_errors(decl, args, ref_args, kind, name, section)
            return
        if case.device == "meta" and ref_error is None and not DEVICE_MISMATCH.search(str(err)):
            return  # code that reads values cannot run on meta: allowed (mixing devices is not)
        if case.device not in ("cpu", "meta") and not ON_THE_WRONG_DEVICE.search(str(err)):
            return  # not a device mistake: the emulator's limits are no verdict
        if ref_error is not None:
            raise _Differs(Mistake(
                "domain-wrong-exception",
                f"for {kind}, your {name} raised {type(err).__name__} "
                f"({_error_text(err, 80)}), but the prompt asks for {type(ref_error).__name__} "
                "on such an input.", section)) from None
        raise _Differs(Mistake(
            "domain-raised",
            f"your {name} raised {type(err).__name__} ({_error_text(err, 100)}) for {kind}: "
            "the prompt's \"must handle\" list allows this input.", section)) from None
    if ref_error is not None:
        raise _Differs(Mistake(
            "domain-not-raised",
            f"for {kind}, your {name} returned {_describe(got)}, but the prompt asks for "
            f"{type(ref_error).__name__} on such an input.", section))
    got_reads, got_values = since(got_start)
    if got_saved.peak > ref_saved.peak * 1.5 + 64:
        raise _Differs(Mistake(
            "domain-wrong-state",
            f"for {kind}, your {name} kept graphs alive: at its peak {got_saved.peak} bytes of "
            f"tensors saved for backward were alive at once, the reference's at most "
            f"{ref_saved.peak}. A graph's saved tensors are freed by backward() (unless "
            "retain_graph=True) or when nothing refers to the graph any more: backpropagate each "
            "part before building the next, and keep only detached values (loss.detach(), "
            "loss.item()) for what you return.", section))
    changed = [param for param, value, before in defaults if _contents(value) != before]
    if changed:
        raise _Differs(Mistake(
            "domain-wrong-state",
            f"for {kind}, your {name} changed its own default argument {_code(changed[0])}: a "
            "default is made once, when the function is defined, and every later call shares "
            "it, so the next call finds what this one left there (a memo keyed by id() hands "
            "back an old result once a freed object's id is reused). Keep such state in a local "
            "variable, or pass it down explicitly.", section))
    ids = _identities(args)
    memo = next((n for n, value, before in memos
                 if _contents(value) != before and _keyed_by_identity(
                     _new_items(value, before), ids)), None)
    if memo is not None:
        raise _Differs(Mistake(
            "domain-wrong-state",
            f"for {kind}, your {name} kept something keyed by its arguments' identity in "
            f"{_code(memo)}, which outlives the call (global state left changed): an id(), a "
            "data_ptr() or the tensor itself as a key says nothing about the values, which a "
            "caller may change in place, and a freed object's id is reused by the next one, so "
            "a later call can be handed an old result. Compute from the arguments each call.",
            section))
    if decl.no_host_reads and got_reads > ref_reads + 1:
        raise _Differs(Mistake(
            "host-sync",
            f"for {kind}, your {name} read values back from the device {got_reads} times (the "
            f"reference: {ref_reads}): each .item(), .tolist(), .cpu(), print or Python `if` on a "
            "tensor makes the CPU wait for the GPU. Keep the running values as tensors on the "
            "device and read them once, at the end.", section))
    if decl.device_work and got_values > ref_values + 1:
        raise _Differs(Mistake(
            "work-on-host",
            f"for {kind}, your {name} copied {got_values} values from the device back to the "
            f"host (the reference: {ref_values}): the work ran on the CPU, not on the inputs' "
            "device. Compute with the tensors where they are and read back only the final "
            "number.", section))
    own = _own_warnings(contract.captured) if decl.no_warnings else []
    if own and case.device == "cpu" and ref_error is None and not _own_warnings(ref_said):
        raise _Differs(Mistake(
            "wrote-stderr",
            f"for {kind}, your {name} warned ({own[0][:100]}); in a notebook a warning is "
            "printed on stderr, and the reference says nothing for this input.", section))
    broken = contract.problems()
    if broken:
        m = broken[0]
        raise _Differs(Mistake(m.label, m.message, m.section, detail=f"input: {kind}"))
    token = _CALLED_UNDER_NO_GRAD.set(case.context == "no_grad")
    wide = _FLOAT64_CASE.set(decl.float64_values and _all_float64(ref_args))
    try:
        _compare_after_call(decl, case, args, ref_args, got, want, kind, name, section)
    finally:
        _CALLED_UNDER_NO_GRAD.reset(token)
        _FLOAT64_CASE.reset(wide)


def _compare_after_call(decl: Declaration, case: Case, args: dict[str, Any],
                        ref_args: dict[str, Any], got: Any, want: Any, kind: str, name: str,
                        section: str) -> None:
    """The result, the mutated inputs, the observables and the gradients, compared."""
    found = _difference(decl, got, want)
    if found:
        raise _Differs(Mistake(
            "domain-wrong-result",
            f"for {kind}, your {name} differs from the reference: {found}. The prompt's "
            "\"must handle\" list allows this input.", section))
    # a result that is an input, or a view of one, where the reference's is a new tensor: the
    # values agree, but a caller who writes into one changes the other
    shared = [a for a in _aliased(got, args) if a not in decl.mutates]
    if shared and not _aliased(want, ref_args):
        raise _Differs(Mistake(
            "domain-result-aliases-input",
            f"for {kind}, your {name} returns memory of its input {_code(shared[0])} (the "
            "input itself, or a view of it) where a new tensor is asked for: the values are "
            "right, but a caller who writes into one changes the other.", section))
    for arg in decl.mutates:
        found = _difference(decl, args[arg], ref_args[arg], f"{arg} after the call")
        if found:
            raise _Differs(Mistake(
                "domain-wrong-state",
                f"for {kind}, after your {name}: {found}. The prompt's \"must handle\" list "
                "allows this input.", section))
    if decl.observe is not None:
        found = _difference(decl, decl.observe(args, got), decl.observe(ref_args, want),
                            "what the caller observes after the call")
        if found:
            raise _Differs(Mistake(
                "domain-wrong-state",
                f"for {kind}, after your {name}: {found}.", section))
    if decl.grad and case.context == "plain":
        want_grads = _gradients(want, ref_args, case.seed)
        if want_grads is not None:
            try:
                got_grads = _gradients(got, args, case.seed)
            except RuntimeError as err:
                got_grads, why = None, _error_text(err, 80)
            else:
                why = "no gradient reaches the inputs"
            if got_grads is None:
                raise _Differs(Mistake(
                    "domain-wrong-gradient",
                    f"for {kind}, the gradient of your {name} could not be computed ({why}): "
                    "keep the result in the graph.", section))
            for arg, g in want_grads.items():
                found = _difference(decl, got_grads[arg], g, f"the gradient reaching {arg}")
                if found:
                    raise _Differs(Mistake(
                        "domain-wrong-gradient",
                        f"for {kind}, the gradient of your {name} differs from the reference's: "
                        f"{found}.", section))


def _observe_after_errors(decl: Declaration, args: dict[str, Any], ref_args: dict[str, Any],
                          kind: str, name: str, section: str) -> None:
    """Both raised, as the prompt asks: what the caller observes afterwards (hooks left behind,
    files written) must still agree with the reference's, for declarations that expect errors."""
    if decl.observe is None or not decl.raises:
        return
    try:
        mine, theirs = decl.observe(args, None), decl.observe(ref_args, None)
    except Exception:
        return  # nothing to observe without a result
    found = _difference(decl, mine, theirs, "what the caller observes after the error")
    if found:
        raise _Differs(Mistake(
            "domain-wrong-state",
            f"for {kind}, after your {name} raised (as it should): {found}.", section))


def _reference_of(decl: Declaration, reference: Callable[..., Any] | None) -> Callable[..., Any]:
    reference = reference if reference is not None else decl.reference
    if reference is None:
        raise TypeError(f"differential({decl.exercise!r}): no reference; pass reference=, a "
                        "function defined in the hidden tests")
    return reference


def check_signature(decl: Declaration, learner_fn: Callable[..., Any],
                    reference: Callable[..., Any]) -> None:
    """The learner's function takes its arguments as the prompt's signature (the reference's)
    does: each parameter at the same position, by the same name, with the same default, none
    of them keyword-only. Checked where both are named functions (``def``) or classes (their
    ``__init__``): the learner's function the tests cell hands over, or the notebook's object
    a declaration names (``check_declared_signatures``); a caller may pass any argument by
    position or by name, or leave out one that has a default."""
    import inspect

    def plain(fn: Any) -> bool:
        return (inspect.isfunction(fn) and fn.__name__ != "<lambda>") or inspect.isclass(fn)

    if not (plain(learner_fn) and plain(reference)):
        return
    try:
        want, got = inspect.signature(reference), inspect.signature(learner_fn)
    except (TypeError, ValueError):
        return
    kinds = inspect.Parameter
    if any(q.kind in (kinds.VAR_POSITIONAL, kinds.VAR_KEYWORD) for q in want.parameters.values()):
        return
    name = learner_fn.__name__
    positional = [q for q in want.parameters.values()
                  if q.kind in (kinds.POSITIONAL_ONLY, kinds.POSITIONAL_OR_KEYWORD)]
    has_kwargs = any(q.kind is kinds.VAR_KEYWORD for q in got.parameters.values())
    for q in want.parameters.values():
        if q.kind is kinds.POSITIONAL_ONLY:
            continue
        if q.name not in got.parameters and not has_kwargs:
            raise Mistake(
                "signature",
                f"your {name}{got} has no parameter called {q.name}, which the prompt's "
                f"{name}{want} has: a caller who passes it by name ({q.name}=...) gets a "
                "TypeError. Keep the prompt's parameter names.", decl.section)
    marks = [object() for _ in positional]
    try:
        bound = got.bind(*marks)
    except TypeError as error:
        call = ", ".join(q.name for q in positional)
        raise Mistake(
            "signature",
            f"your {name}{got} cannot be called as the prompt's {name}{want} can, with its "
            f"arguments by position: {name}({call}) raised TypeError ({error}). Keep the "
            "prompt's parameters in its order, none of them keyword-only.",
            decl.section) from None
    for q, mark in zip(positional, marks, strict=True):
        took = next((k for k, v in bound.arguments.items() if v is mark), None)
        if took is not None and took != q.name and q.name in got.parameters:
            raise Mistake(
                "signature",
                f"your {name}{got} takes its parameters in another order than the prompt's "
                f"{name}{want}: a caller who passes {q.name} by position hands it to your "
                f"{took}. Keep the prompt's order.", decl.section)
    for q in want.parameters.values():
        mine = got.parameters.get(q.name)
        if q.default is inspect.Parameter.empty or mine is None:
            continue
        if mine.default is inspect.Parameter.empty:
            raise Mistake(
                "signature",
                f"your {name}{got} requires {q.name}, which the prompt's {name}{want} lets a "
                f"caller leave out (it defaults to {q.default!r}). Give it the prompt's "
                "default.", decl.section)
        if mine.default is None and q.default is not None:
            continue  # a sentinel that may stand for the prompt's default inside the function
        try:
            same = bool(mine.default == q.default) and \
                isinstance(mine.default, bool) == isinstance(q.default, bool)
        except Exception:
            same = mine.default is q.default
        if not same:
            raise Mistake(
                "signature",
                f"your {name}{got} gives {q.name} the default {mine.default!r}, the prompt's "
                f"{name}{want} gives it {q.default!r}: a caller who leaves {q.name} out gets "
                "another result. Give it the prompt's default.", decl.section)


def check_declared_signatures(decl: Declaration) -> None:
    """``check_signature`` for each of ``decl.signatures``: the notebook's (``__main__``'s)
    object of that name against the prompt's signature."""
    import sys

    import torch

    main = sys.modules.get("__main__")
    for text in decl.signatures:
        name = text.split("(", 1)[0]
        learner = getattr(main, name, None)
        if learner is None:  # the tests cell reports a missing function itself
            continue
        made: dict[str, Any] = {}
        exec(f"def {name}{text[len(name):]}:\n    pass", {"torch": torch, "time": time}, made)
        check_signature(decl, learner, made[name])


GUARD = 3.0
"""How many times its ``budget_s`` on the wall clock a differential test may take before it stops
drawing. (A guard on CPU time was tried, 2026-12-06: a busy grader then drew every case, and its
cells ran past the graders' cell timeouts, such as the sandbox tiny course's 8 s.)"""

CASES_CAP = int(os.environ.get("PTP_DIFFERENTIAL_CASES", "0") or 0) or None
"""At most this many cases per differential test (``PTP_DIFFERENTIAL_CASES``; unset: each
declaration's own ``max_examples``). Read once, when the checking helpers are imported: in the
grading kernel that is its preamble, before any learner code, and the guard holds this module's
attributes to what they were then. For tests of the grading *machinery* (reports, platforms, a
hub, a cluster), which need grades, not every case: the round trips draw every declaration in
full."""


def differential(decl: Declaration, learner_fn: Callable[..., Any],
                 max_examples: int | None = None, *,
                 reference: Callable[..., Any] | None = None) -> None:
    """Compare ``learner_fn`` with ``reference`` (required when ``decl`` has none, as every
    declaration in ``ptp.contracts_decl``) on cases drawn from the declaration
    (hypothesis: seeded, derandomized, no database); the first difference, shrunk to the
    plainest input that shows it, is raised as a ``Mistake``.

    The cases are the same on every machine, busy or idle: ``decl.max_examples`` of them, in
    an order seeded by the exercise's name, sized so that they take about ``decl.budget_s`` on
    two busy cores. Only a machine ``GUARD`` times slower than that stops drawing early (a
    difference already found is still shrunk), so that a tests cell still ends."""
    _hypothesis_storage()
    import zlib

    from hypothesis import HealthCheck, Phase, given, seed, settings

    reference = _reference_of(decl, reference)
    check_signature(decl, learner_fn, reference)
    check_declared_signatures(decl)
    from ptp.checks import changed_since_cell_start, global_names

    changed = changed_since_cell_start()
    if changed:
        name, names = decl.name, global_names(changed)
        raise Mistake(
            "global-state-changed",
            f"when the checks above called your {name}, it left global state changed: "
            f"{names}. Code that runs after it inherits the change: use a "
            "context (with torch.no_grad(), a local torch.Generator) instead of switching a "
            "global setting, or put back what you found.", decl.section)
    if "meta" in decl.devices:  # the meta kernels load on first use (seconds): not the budget's
        import torch

        torch.empty(1, device="meta") + 1
    start, found = time.perf_counter(), []

    @settings(derandomize=True, database=None, deadline=None,
              max_examples=min(max_examples or decl.max_examples, CASES_CAP or 10**9),
              suppress_health_check=list(HealthCheck), report_multiple_bugs=False,
              phases=(Phase.explicit, Phase.generate, Phase.shrink)[:3 if decl.shrink else 2],
              print_blob=False)
    # the cases follow from the exercise alone (derandomize would seed from this function's
    # source, so that any edit of it drew other cases for every exercise)
    @seed(zlib.crc32(decl.exercise.encode()))
    @given(cases(decl))
    def compare(case: Case) -> None:
        if not found and time.perf_counter() - start > GUARD * decl.budget_s:
            return
        try:
            check_case(decl, learner_fn, case, reference)
        except _Differs:
            found.append(case)
            raise

    import warnings

    from hypothesis.errors import HypothesisDeprecationWarning

    try:
        # hypothesis's own advice about this module is no verdict on the learner's function:
        # on stderr it would cost a right answer its points
        with quiet(stdout=True), warnings.catch_warnings():
            warnings.simplefilter("ignore", HypothesisDeprecationWarning)
            compare()
    except _Differs as differs:
        raise differs.mistake from None
