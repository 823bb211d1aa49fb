"""The declared contracts of the exercises converted so far (``ptp.domains``): one short
declaration each, keyed by the solution cell's grade id in ``DECLARATIONS``.

No references here: this package ships to every learner, and a reference is an answer. Each
exercise's reference is defined in its tests cell's hidden block (``_reference_<name>``, written
to be obviously right: a loop, float64, the definition, not the solution) and passed to
``ptp.domains.differential``; ``tests/test_domains.py`` fails if a function in ``ptp`` repeats a
solution. Light to import: no torch.
"""

from __future__ import annotations

from ptp.domains import ACCELERATOR, LAYOUTS, Choice, Declaration, Float, Int, Tensor

FLOATS = ("float32", "float64")
ALL_FLOATS = ("float32", "float64", "float16", "bfloat16")
INTS = ("int64", "int32", "uint8")


# ---------------------------------------------------------------- 01_tensors

BRIGHTEN = Declaration(
    "ex1_brighten", "brighten", "1. dtype: what the numbers are made of",
    args=(Tensor("images", ranks=(0, 4), dtypes=("uint8",), layouts=LAYOUTS),
          Int("amount", -2**63, 2**63 - 1,
              text=("any Python int from `-2**63` to `2**63 - 1`",
                    "从 `-2**63` 到 `2**63 - 1` 的任意 Python 整数"))),
    devices=("cpu", "meta", ACCELERATOR))


SAFE_MSE = Declaration(
    "ex2_safe_mse", "safe_mse", "4. Broadcasting: the rules, and the bug they allow",
    args=(Tensor("pred", shapes=(("N",), ("N", 1), ("N", 2), ("N", 1, 1), (1, "N")),
                 dtypes=FLOATS,
                 layouts=LAYOUTS, requires_grad=True),
          Tensor("target", shapes=(("N",), ("N", 1), ("M",), ("M", 1)), dtypes=FLOATS,
                 layouts=LAYOUTS, dtype_of="pred")),
    sizes={"N": (3, 1, 5, 2), "M": (2, 4)}, raises=(ValueError,),
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR), grad=True, ulps=4,
    notes=(("`pred` and `target` always come with the same dtype (no mixed dtypes to handle)",
            "`pred` 和 `target` 的 dtype 总是相同（不必处理混合 dtype）"),
           ("any shape other than `(N,)` or `(N, 1)`, or two different `N`: raise `ValueError`",
            "`(N,)` 和 `(N, 1)` 以外的任何形状，或两边的 `N` 不同：抛出 `ValueError`"),
           ("for N = 1, `(1, N)` is `(1, 1)`: a valid `(N, 1)`",
            "N = 1 时，`(1, N)` 就是 `(1, 1)`：一个合法的 `(N, 1)`"),))


def _distances_observed(args: dict, result: object) -> object:
    """Whether any entry is below 0 (the expansion ‖x‖² + ‖y‖² - 2 x·y can round below 0 where
    rows are equal or close, within any tolerance of the values)."""
    import torch

    if not isinstance(result, torch.Tensor) or result.device.type == "meta":
        return None
    return {"no entry below 0": bool((result.detach() >= 0).all())}


PAIRWISE_SQ_DISTS = Declaration(
    "ex3_pairwise_sq_dists", "pairwise_sq_dists",
    "4. Broadcasting: the rules, and the bug they allow",
    args=(Tensor("x", shapes=(("N", "D"),), dtypes=FLOATS, layouts=LAYOUTS, requires_grad=True),
          Tensor("y", shapes=(("M", "D"),), dtypes=FLOATS, layouts=LAYOUTS, requires_grad=True,
                 dtype_of="x", values=("normal", "equal_rows"), rows_of="x")),
    sizes={"N": (3, 1, 0, 5), "M": (2, 1, 0, 5), "D": (3, 1, 0, 2, 8)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR), grad=True, ulps=10,
    observe=_distances_observed,
    notes=(("`x` and `y` of the same dtype", "`x` 和 `y` 的 dtype 相同"),
           ("no entry below 0, where rows are equal or close too (the expansion "
            "`‖x‖² + ‖y‖² - 2 x·y` can round below 0 there: clamp it, or subtract first)",
            "没有小于 0 的元素，行相等或很接近时也一样（展开式 `‖x‖² + ‖y‖² - 2 x·y` "
            "在那里可能因舍入而小于 0：把它截断到 0，或者先相减再平方）")))


HWC_TO_FLAT_CHW = Declaration(
    "ex5_hwc_to_flat_chw", "hwc_to_flat_chw", "6. Strides and contiguous()",
    args=(Tensor("x", shapes=(("N", "H", "W", "C"),), dtypes=FLOATS,
                 layouts=(*LAYOUTS, "channels_last"), requires_grad=True),),
    sizes={"N": (2, 1, 3), "H": (3, 1, 2), "W": (2, 1, 5), "C": (3, 1, 2)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR), grad=True, ulps=0)


# ---------------------------------------------------------------- 02_autograd

LOG_OR_ZERO = Declaration(
    "ex3_log_or_zero", "log_or_zero", "4. A NaN that lives only in the gradient",
    args=(Tensor("x", ranks=(0, 3), dtypes=ALL_FLOATS,
                 values=("normal", "zero", "tiny", "subnormal"), layouts=LAYOUTS,
                 requires_grad=True),),
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR), grad=True)


# ---------------------------------------------------------------- 07_debugging

BAD_SAMPLES = Declaration(
    "ex1_bad_samples", "bad_samples", "2. Check the data: NaN, Inf, and division by zero",
    args=(Tensor("x", shapes=(("N", "A"), ("N", "A", "B"), ("N", "A", "B", "C"),
                              ("N", "A", 1, "B", "C")),
                 dtypes=ALL_FLOATS, values=("normal", "nan", "inf", "constant", "huge"),
                 layouts=(*LAYOUTS, "channels_last"), requires_grad=True),),
    sizes={"N": (3, 1, 0, 5), "A": (3, 1, 2), "B": (2, 1, 3),
                                   "C": (3, 1, 2)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR))


# ---------------------------------------------------------------- 08_performance

EPOCH_TIME_ESTIMATE = Declaration(
    "ex2_epoch_time_estimate", "epoch_time_estimate",
    "2. The timing experiment: from one step to one epoch",
    args=(Int("n_samples", 0, 1000), Int("batch_size", 1, 64),
          Float("step_seconds", 0.001, 10.0), Choice("drop_last", (False, True))),
    max_examples=150, notebook_device=False)


# ---------------------------------------------------------------- 10_export

ROW_CLIP = Declaration(
    "ex4_row_clip", "RowClip(limit)", "4. Trace, script, and torch.export",
    signatures=("RowClip(limit)",),
    args=(Tensor("x", shapes=(("N", "F"),), dtypes=FLOATS, values=("normal", "zero_rows"),
                 layouts=LAYOUTS, requires_grad=True, scale=2.0),
          Float("limit", 0.5, 3.0)),
    sizes={"N": (3, 1, 0, 5), "F": (3, 1, 2, 5)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR), grad=True, ulps=4,
    call="lambda x, limit: RowClip(limit)(x)")


# ---------------------------------------------------------------- 11_capstone

TOPK_ACCURACY = Declaration(
    "ex2_topk_accuracy", "topk_accuracy", "7. Evaluate honestly",
    args=(Tensor("logits", shapes=(("N", "C"),), dtypes=FLOATS, layouts=LAYOUTS,
                 values=("normal", "near_ties")),
          Tensor("labels", shapes=(("N",),), dtypes=INTS, bound="C"),
          Int("k", 1, "C", text=("an integer from 1 to `C`", "从 1 到 `C` 的整数"))),
    sizes={"N": (3, 1, 2, 5), "C": (3, 1, 2, 5)}, ulps=1, devices=("cpu", ACCELERATOR),
    result="value", device_work=True)


CONFUSION_MATRIX = Declaration(
    "ex3_confusion_matrix", "confusion_matrix", "7. Evaluate honestly",
    args=(Tensor("predicted", shapes=(("N",),), dtypes=INTS, bound="C"),
          Tensor("labels", shapes=(("N",),), dtypes=INTS, bound="C"),
          Int("num_classes", symbol="C",
              text=("`C`, the number of classes: 1, 2, 3 or 20", "`C`，类别数：1、2、3 或 20"))),
    sizes={"N": (3, 1, 0, 7), "C": (3, 1, 2, 20)}, devices=("cpu", ACCELERATOR),
    notes=(("larger inputs too: N = 3,000 samples of C = 4 classes, on which the tests "
            "count the tensor operations your function runs on its inputs (fewer than 300, and no "
            "`.tolist()`: no Python loop over the samples), and random samples (300 of 7 classes, "
            "200 of 20) compared with a loop over the samples",
            "还有更大的输入：C = 4 个类别的 N = 3,000 个样本，"
            "测试在其上统计你的函数对输入执行的张量运算次数（必须少于 300 次，"
            "且不调用 `.tolist()`：不能用 Python 循环逐个样本处理），"
            "以及随机样本（7 个类别的 300 个样本、20 个类别的 200 个样本），"
            "与逐个样本的循环比较"),))


CAUSAL_MASK = Declaration(
    "ex4_causal_mask", "causal_mask", "3. The causal mask",
    args=(Int("size", 1, 9), Choice("device", (None, "cpu", "meta"))),
    contexts=("plain", "default_device"),
    notes=(("`device=None` means the default device, as for `torch.zeros(..., device=None)`, also "
            "on a machine with a GPU",
            "`device=None` 表示默认设备，与 `torch.zeros(..., device=None)` 相同；在有 GPU 的机器上"
            "也是如此"),))


ANSWER_LOSS = Declaration(
    "ex5_answer_loss", "answer_loss", "4. Training on the answer tokens",
    args=(Tensor("logits", shapes=(("B", "L", "V"),), dtypes=FLOATS, layouts=LAYOUTS,
                 requires_grad=True, scale=10.0),
          Tensor("sequences", shapes=(("B", "L+1"),), dtypes=("int64",), bound="V"),
          Int("answer_len", 1, "L", text=("an integer from 1 to `L`", "从 1 到 `L` 的整数"))),
    sizes={"B": (2, 1, 3), "L": (3, 1, 5), "V": (3, 1, 7)},
    contexts=("plain", "no_grad"), grad=True, ulps=10, any_float_dtype=True,
    notes=(("the loss may be float32 for float64 logits (computed in float32)",
            "对 float64 的 logits，损失可以是 float32（用 float32 计算）"),))


def _chapters() -> tuple[Declaration, ...]:
    """The declarations of ``ptp.declared``'s chapter modules, in the order of their names."""
    import importlib
    import pkgutil

    import ptp.declared

    found: list[Declaration] = []
    for info in sorted(pkgutil.iter_modules(ptp.declared.__path__), key=lambda i: i.name):
        found += importlib.import_module(f"ptp.declared.{info.name}").DECLARED
    return tuple(found)


DECLARATIONS: dict[str, Declaration] = {d.exercise: d for d in (
    BRIGHTEN, SAFE_MSE, PAIRWISE_SQ_DISTS, HWC_TO_FLAT_CHW, LOG_OR_ZERO, BAD_SAMPLES,
    EPOCH_TIME_ESTIMATE, ROW_CLIP, TOPK_ACCURACY, CONFUSION_MATRIX, CAUSAL_MASK, ANSWER_LOSS,
    *_chapters())}
"""Every declared exercise, by the grade id of its solution cell."""
