"""Chapter 01's declared contracts beyond ``ptp.contracts_decl``'s (``ex4_shares_memory``).
Inputs and rules only, never an answer: this package ships to every learner."""

from __future__ import annotations

from typing import Any

from ptp.domains import Declaration, Drawn

# ---------------------------------------------------------------- ex4_shares_memory

# How ``a`` and ``b`` are made from a base tensor (a 2-D tensor with its own storage, or a NumPy
# array wrapped by ``torch.from_numpy``): views, copies, and tensors that only look alike.
DERIVED = ("itself", "flat view", "transpose", "last row", "last column", "offset tail",
           "every other element", "detach", "expand of the first row", "unsqueeze",
           "bytes view", "bytes of the tail", "reshape", "contiguous()", "narrow", "clone",
           "other dtype",
           "transposed reshape", "transposed contiguous()", "index list", "plus zero",
           "same values, new tensor")

_DTYPES = ("float32", "float64", "int64", "uint8", "bool")


def _draw_base(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    source = draw(st.sampled_from(("torch", "numpy")))
    return {
        "source": source,
        "dtype": draw(st.sampled_from(_DTYPES)),
        "shape": [draw(st.sampled_from((3, 1, 2, 5))), draw(st.sampled_from((4, 1, 3)))],
        "a": draw(st.sampled_from(DERIVED)),
        "requires_grad": source == "torch" and draw(st.booleans()),
    }


def _draw_partner(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    # for a NumPy base: b may read through its own from_numpy wrapper of the same array
    return {"b": draw(st.sampled_from(DERIVED)), "second_wrapper": draw(st.booleans())}


def _derive(how: str, t: Any) -> Any:
    import torch

    other = torch.float64 if t.dtype != torch.float64 else torch.float32
    flat = t.reshape(-1)
    return {
        "itself": lambda: t,
        "flat view": lambda: t.view(-1),
        "transpose": lambda: t.t(),
        "last row": lambda: t[-1],
        "last column": lambda: t[:, -1],
        "offset tail": lambda: flat[flat.numel() // 2:],
        "every other element": lambda: flat[min(1, flat.numel() - 1)::2],
        "detach": lambda: t.detach(),
        "expand of the first row": lambda: t[:1].expand(3, -1),
        "unsqueeze": lambda: t.unsqueeze(0),
        "bytes view": lambda: t.detach().view(torch.uint8),
        "bytes of the tail": lambda: flat[flat.numel() // 2:].detach().view(torch.uint8),
        "reshape": lambda: t.reshape(t.shape[1], t.shape[0]),
        "contiguous()": lambda: t.contiguous(),
        "narrow": lambda: t.narrow(1, t.shape[1] - 1, 1),
        "clone": lambda: t.clone(),
        "other dtype": lambda: t.to(other),
        "transposed reshape": lambda: t.t().reshape(-1),
        "transposed contiguous()": lambda: t.t().contiguous(),
        "index list": lambda: t[[0]],
        "plus zero": lambda: t + 0 if t.dtype != torch.bool else t | False,
        "same values, new tensor": lambda: torch.zeros_like(t).copy_(t),
    }[how]()


_BASE: list[Any] = []


def _build_base(spec: dict[str, Any], seed: int, device: str) -> Any:
    """``a``, made from a fresh base; the base is kept for ``_build_partner`` (``b``), which the
    case builds right after."""
    import numpy as np
    import torch

    rows, cols = spec["shape"]
    values = np.arange(rows * cols).reshape(rows, cols) % 7
    values = values.astype(spec["dtype"] if spec["dtype"] != "bool" else np.bool_)
    if spec["source"] == "numpy":
        base = torch.from_numpy(values)
        _BASE[:] = [base, lambda: torch.from_numpy(values)]
    else:
        base = torch.tensor(values)
        if spec["requires_grad"] and base.dtype.is_floating_point:
            base.requires_grad_(True)
        _BASE[:] = [base, None]
    return _derive(spec["a"], base)


def _build_partner(spec: dict[str, Any], seed: int, device: str) -> Any:
    base, wrap_again = _BASE
    _BASE.clear()
    if spec["second_wrapper"] and wrap_again is not None:
        base = wrap_again()
    return _derive(spec["b"], base)


def _describe_base(spec: dict[str, Any]) -> str:
    made = (f"torch.from_numpy of a {spec['dtype']} array of shape {tuple(spec['shape'])}"
            if spec["source"] == "numpy" else
            f"a {spec['dtype']} tensor of shape {tuple(spec['shape'])} with its own storage"
            + (" that requires grad" if spec["requires_grad"] and spec["dtype"].startswith("float")
               else ""))
    return f"a = {spec['a']} of {made}"


def _describe_partner(spec: dict[str, Any]) -> str:
    return (f"b = {spec['b']} of the same base"
            + (" (through a second from_numpy wrapper, when the base is a NumPy array)"
               if spec["second_wrapper"] else ""))


SHARES_MEMORY = Declaration(
    "ex4_shares_memory", "shares_memory", "5. Views and copies",
    args=(Drawn("a", _draw_base, _build_base,
                ("a CPU tensor of dtype float32, float64, int64, uint8 or bool with at least "
                 "one element, made from a base (a 2-D tensor with its own storage, possibly "
                 "requiring grad, or `torch.from_numpy` of a NumPy array): the base itself, a "
                 "view of it (a slice starting at an offset, a row, a column, a transpose, "
                 "`view`, `reshape` or `contiguous()` that did not copy, `detach()`, "
                 "`expand`, `unsqueeze`, `narrow`, `view(torch.uint8)`, also of a slice), a copy "
                 "(`clone()`, another dtype, indexing with a list, `t + 0`, a new tensor with "
                 "the same values), or a `reshape` or `contiguous()` of a transpose (a view or "
                 "a copy, as PyTorch decides)",
                 "dtype 为 float32、float64、int64、uint8 或 bool，且至少有一个元素的 CPU "
                 "张量，由一个基础张量（拥有自己存储的二维张量，可能需要梯度；或 NumPy 数组经 "
                 "`torch.from_numpy` 包装）得到：基础张量本身、它的视图（从偏移处开始的切片、"
                 "一行、一列、转置、没有复制的 `view`、`reshape` 或 `contiguous()`、"
                 "`detach()`、`expand`、`unsqueeze`、`narrow`、"
                 "对张量或其切片做 `view(torch.uint8)`），"
                 "它的副本（`clone()`、换 dtype、用列表索引、`t + 0`、值相同的新张量），"
                 "或者对转置做的 `reshape` 或 `contiguous()`（是视图还是副本由 PyTorch 决定）"),
                describe=_describe_base),
          Drawn("b", _draw_partner, _build_partner,
                ("made like `a`, in any of those ways, from the same base tensor object (for "
                 "NumPy: the same array object, through the same or a second "
                 "`torch.from_numpy` wrapper)",
                 "与 `a` 一样，以上述任一方式由同一个基础张量对象得到（NumPy 的情形：同一个数组"
                 "对象，经同一个或另一个 `torch.from_numpy` 包装）"),
                describe=_describe_partner)),
    notes=(("the result is a Python `bool`", "结果是 Python 的 `bool`"),
           ("not asked: empty tensors (their storage may have no address) and `from_numpy` of "
            "two different NumPy views of one array",
            "不考察：空张量（其存储可能没有地址），以及对同一数组的两个不同 NumPy 视图分别"
            "调用 `from_numpy`")),
    max_examples=150, budget_s=3.0)


DECLARED = (SHARES_MEMORY,)
