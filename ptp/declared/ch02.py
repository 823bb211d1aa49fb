"""Chapter 02's declared contracts beyond ``ptp.contracts_decl``'s. Inputs and rules only, never
an answer: this package ships to every learner."""

from __future__ import annotations

from ptp.domains import Declaration, Tensor

FLOATS = ("float32", "float64")
LAYOUTS = ("contiguous", "strided", "transposed")


# ---------------------------------------------------------------- 02b ex5_logsumexp_function

LOGSUMEXP = Declaration(
    "ex5_logsumexp_function", "LogSumExp", "6. Your own backward: `torch.autograd.Function`",
    args=(Tensor("x", shapes=(("L",), ("N", "L"), ("N", "M", "L")), dtypes=FLOATS,
                 values=("normal", "zero", "huge"), layouts=LAYOUTS, requires_grad=True,
                 scale=300.0),),
    sizes={"N": (3, 1, 0, 2), "M": (2, 1, 3), "L": (3, 1, 2, 5)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta"), grad=True, ulps=4,
    notes=(("the ordinary values are hundreds in size (`exp` of them overflows)",
            "普通数值的大小在数百量级（对它们求 `exp` 会溢出）"),
           ("not asked: a 0-d `x` (it has no last dimension), an empty last dimension, `inf` or "
            "NaN in `x`",
            "不考察：0 维的 `x`（它没有最后一维）、最后一维为空、`x` 中有 `inf` 或 NaN"),
           ("called as `LogSumExp.apply(x)`", "以 `LogSumExp.apply(x)` 调用")),
    call="lambda x: LogSumExp.apply(x)", budget_s=4.0)


DECLARED = (LOGSUMEXP,)
