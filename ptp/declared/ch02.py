"""Chapter 02's declared contracts beyond ``ptp.contracts_decl``'s. Inputs and rules only, never
an answer: this package ships to every learner."""

from __future__ import annotations

from typing import Any

from ptp.domains import ACCELERATOR, LAYOUTS, Declaration, Drawn, Tensor

FLOATS = ("float32", "float64")


# ---------------------------------------------------------------- 02a ex1_hidden_and_weight_grads

HIDDEN_AND_WEIGHT_GRADS = Declaration(
    "ex1_hidden_and_weight_grads", "hidden_and_weight_grads", "1. The graph, as it is built",
    signatures=("hidden_and_weight_grads(x, y, w1, w2)",),
    # zeros in x and w1: pre-activations exactly 0, where relu's gradient is 0 (a mask z >= 0,
    # or torch.maximum(z, 0), which splits the gradient there, differs)
    args=(Tensor("x", shapes=(("N", "D"),), dtypes=FLOATS, layouts=LAYOUTS,
                 values=("normal", "zero")),
          Tensor("y", shapes=(("N", "M"),), dtypes=FLOATS, layouts=LAYOUTS, dtype_of="x"),
          Tensor("w1", shapes=(("D", "K"),), dtypes=FLOATS, layouts=LAYOUTS, dtype_of="x",
                 values=("normal", "zero")),
          Tensor("w2", shapes=(("K", "M"),), dtypes=FLOATS, layouts=LAYOUTS, dtype_of="x")),
    sizes={"N": (3, 1, 2, 5), "D": (2, 1, 3), "K": (3, 1, 0, 4), "M": (1, 2, 3)},
    devices=("cpu", "meta", ACCELERATOR), ulps=10,
    notes=(("`x`, `y`, `w1` and `w2` of the same dtype", "`x`、`y`、`w1` 和 `w2` 的 dtype 相同"),
           ("where `x @ w1` is exactly 0, the gradient through `relu` is 0 there, as "
            "`torch.relu`'s (not one half, not 1)",
            "`x @ w1` 恰好为 0 的位置，经过 `relu` 的梯度为 0，与 `torch.relu` 相同"
            "（不是二分之一，也不是 1）"),
           ("`w1` and `w2` arrive as fresh leaves that require grad (no `.grad` yet); your "
            "function may fill their `.grad` or leave it empty: that is the one change to the "
            "inputs it may make, and \"unchanged\" in the last item means everything else",
            "`w1` 和 `w2` 是需要梯度的新叶子张量（还没有 `.grad`）；你的函数可以填充它们的 "
            "`.grad`，也可以不填：这是唯一允许对输入做的改动，最后一条所说的“保持不变”指的是"
            "除此之外的一切"),
           ("the result: the tuple `(grad_h, grad_w1)` of tensors that do not require grad, "
            "of `h`'s and `w1`'s shapes and of `x`'s dtype",
            "结果：元组 `(grad_h, grad_w1)`，其中的张量不需要梯度，形状分别与 `h`、`w1` 相同，"
            "dtype 与 `x` 相同")),
    call=("lambda x, y, w1, w2: hidden_and_weight_grads(x, y, w1.detach().requires_grad_(), "
          "w2.detach().requires_grad_())"),
    budget_s=3.0)


# ---------------------------------------------------------------- 02a ex2_tree_encoder

def _draw_tree(draw: Any, sizes: dict[str, int]) -> Any:
    """A tree over the rows ``0 .. V-1`` of ``emb``: a leaf (an int) or a pair of subtrees."""
    from hypothesis import strategies as st

    leaves = st.integers(0, sizes["V"] - 1)
    # a tree that is a single leaf, a case of its own (no `w` in it), in about a quarter of
    # the cases: hypothesis's recursive trees alone make one in eight
    if draw(st.integers(0, 3)) == 0:
        return draw(leaves)
    return draw(st.recursive(leaves, lambda sub: st.tuples(sub, sub), max_leaves=8))


def _build_tree(spec: Any, seed: int, device: str) -> Any:
    return spec  # ints and tuples: nothing to copy


TREE_ENCODER = Declaration(
    "ex2_tree_encoder", "encode", "2. Control flow that depends on the data",
    args=(Drawn("tree", _draw_tree, _build_tree,
                ("a leaf (an `int` from 0 to `V` - 1) or a pair `(left, right)` of subtrees, "
                 "nested to any depth, up to 8 leaves; a row may appear in several leaves",
                 "一个叶子（0 到 `V` - 1 之间的 `int`），或由两棵子树组成的二元组 "
                 "`(left, right)`，可任意嵌套，最多 8 个叶子；同一行可以出现在多个叶子中"),
                describe=lambda tree: f"the tree {tree!r}"),
          Tensor("emb", shapes=(("V", "D"),), dtypes=FLOATS, layouts=LAYOUTS,
                 requires_grad=True),
          Tensor("w", shapes=(("2D", "D"),), dtypes=FLOATS, layouts=LAYOUTS, requires_grad=True,
                 dtype_of="emb")),
    sizes={"V": (3, 1, 5), "D": (3, 1, 0, 2)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR), grad=True, ulps=10,
    notes=(("`emb` and `w` of the same dtype; the result: a tensor of shape `(D,)`",
            "`emb` 和 `w` 的 dtype 相同；结果：形状为 `(D,)` 的张量"),),
    budget_s=4.0)


# ---------------------------------------------------------------- 02b ex4_fix_inplace

GATED_PARAMETERS = ("proj.weight", "proj.bias", "gate.weight", "gate.bias", "scale")


def _draw_gated_parameters(draw: Any, sizes: dict[str, int]) -> dict[str, int]:
    return {"dim": sizes["D"]}


def _build_gated_parameters(spec: dict[str, int], seed: int, device: str) -> dict[str, Any]:
    """Random float64 values for each parameter of a ``GatedBlockBroken(dim)``, by name."""
    import torch

    dim, gen = spec["dim"], torch.Generator().manual_seed(seed + 7)
    shapes = {"proj.weight": (dim, dim), "proj.bias": (dim,), "gate.weight": (dim, dim),
              "gate.bias": (dim,), "scale": (dim,)}
    return {name: torch.randn(shapes[name], generator=gen, dtype=torch.float64).to(device)
            for name in GATED_PARAMETERS}


FIX_INPLACE = Declaration(
    "ex4_fix_inplace", "GatedBlock", "5. In-place operations: two different errors",
    heads={"params": ("the parameters (the tests set them)", "参数（由测试设定）")},
    args=(Tensor("x", shapes=(("D",), ("N", "D"), ("B", "S", "D")), dtypes=FLOATS,
                 layouts=LAYOUTS, requires_grad=True),
          Drawn("params", _draw_gated_parameters, _build_gated_parameters,
                ("random values for every parameter of a `GatedBlock(D)` (`proj`, `gate` and "
                 "`scale`), loaded into a fresh block of `x`'s dtype and device",
                 "`GatedBlock(D)` 每个参数（`proj`、`gate` 和 `scale`）的随机值，载入一个 dtype "
                 "和设备都与 `x` 相同的新模块"),
                describe=lambda spec: "random parameters")),
    sizes={"N": (3, 1, 0, 2), "B": (2, 1, 3), "S": (3, 1, 0, 2), "D": (3, 1, 2, 5)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR), ulps=10,
    notes=(("in `(B, S, D)`, `B` is the batch and `S` the sequence length: a batch of 0 "
            "occurs in `(N, D)`, a sequence of length 0 in `(B, S, D)`",
            "`(B, S, D)` 中，`B` 是批量大小，`S` 是序列长度：批量大小为 0 只出现在 "
            "`(N, D)` 中，长度为 0 的序列只出现在 `(B, S, D)` 中"),
           ("compared with the reference: the output, and the gradient of a weighted sum of it "
            "that reaches every parameter and `x` (when it requires grad)",
            "与参考答案比较：输出，以及它的加权和传到每个参数和 `x`（当 `x` 需要梯度时）的梯度"),),
    call="lambda x, params: _run_gated_block(GatedBlock, x, params)", budget_s=3.0)


# ---------------------------------------------------------------- 02b ex5_logsumexp_function

LOGSUMEXP = Declaration(
    "ex5_logsumexp_function", "LogSumExp", "6. Your own backward: torch.autograd.Function",
    args=(Tensor("x", shapes=(("L",), ("N", "L"), ("N", "M", "L")), dtypes=FLOATS,
                 values=("normal", "zero", "huge"), layouts=LAYOUTS, requires_grad=True,
                 scale=300.0),),
    sizes={"N": (3, 1, 0, 2), "M": (2, 1, 3), "L": (3, 1, 2, 5)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR), grad=True, ulps=4,
    notes=(("the ordinary values are a few hundred in size, up to about 1000 (`exp` of them "
            "overflows: in `float32` above about 88); the huge values are near the dtype's largest",
            "上面的“普通数值”在数百量级，最大约 1000（对它们求 `exp` 会溢出："
            "`float32` 中超过约 88 就溢出）；“极大的数”接近该 dtype 的最大值"),
           ("not asked: a 0-d `x` (it has no last dimension), an empty last dimension, `inf` or "
            "NaN in `x`",
            "不考察：0 维的 `x`（它没有最后一维）、最后一维为空、`x` 中有 `inf` 或 NaN"),
           ("called as `LogSumExp.apply(x)`", "以 `LogSumExp.apply(x)` 调用")),
    call="lambda x: LogSumExp.apply(x)", budget_s=4.0)


DECLARED = (HIDDEN_AND_WEIGHT_GRADS, TREE_ENCODER, FIX_INPLACE, LOGSUMEXP)
