"""Chapter 03's declared contracts. Inputs and rules only, never an answer: this package ships to
every learner."""

from __future__ import annotations

from typing import Any

from ptp.domains import Declaration, Drawn, Tensor

FLOATS = ("float32", "float64")
LAYOUTS = ("contiguous", "strided", "transposed")


# ---------------------------------------------------------------- 03a ex1_trainable_linear

def _draw_linear_values(draw: Any, sizes: dict[str, int]) -> dict[str, int]:
    return {"in_features": sizes["I"], "out_features": sizes["O"]}


def _build_linear_values(spec: dict[str, int], seed: int, device: str) -> dict[str, Any]:
    """Random float64 values for a layer's ``weight`` and ``bias``, by name."""
    import torch

    gen = torch.Generator().manual_seed(seed + 5)
    n_in, n_out = spec["in_features"], spec["out_features"]
    return {"weight": torch.randn(n_out, n_in, generator=gen, dtype=torch.float64).to(device),
            "bias": torch.randn(n_out, generator=gen, dtype=torch.float64).to(device)}


TRAINABLE_LINEAR = Declaration(
    "ex1_trainable_linear", "TrainableLinear",
    "2. Custom layers: a weight the optimizer never sees",
    args=(Tensor("x", shapes=(("I",), ("N", "I"), ("B", "N", "I")), dtypes=FLOATS,
                 layouts=LAYOUTS, requires_grad=True),
          Drawn("params", _draw_linear_values, _build_linear_values,
                ("random values for `weight` and `bias`, loaded into a fresh "
                 "`TrainableLinear(I, O)` converted to `x`'s dtype and device with `.to()`",
                 "`weight` 和 `bias` 的随机值，载入一个新的 `TrainableLinear(I, O)`，"
                 "该层已用 `.to()` 转换到 `x` 的 dtype 和设备"),
                describe=lambda spec: (f"a TrainableLinear({spec['in_features']}, "
                                       f"{spec['out_features']}) with random values"))),
    sizes={"N": (3, 1, 0, 5), "B": (2, 1, 3), "I": (3, 1, 2, 4), "O": (2, 1, 3)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta"), ulps=10,
    notes=(("compared with the reference: the output, and the gradient of a weighted sum of it "
            "that reaches `weight`, `bias` and `x` (when it requires grad)",
            "与参考答案比较：输出，以及它的加权和传到 `weight`、`bias` 和 `x`（当 `x` 需要梯度时）"
            "的梯度"),),
    call="lambda x, params: _run_linear(TrainableLinear, x, params)", budget_s=3.0)


# ---------------------------------------------------------------- 03a ex2_standardize

STANDARDIZE = Declaration(
    "ex2_standardize", "Standardize", "3. Buffers, and what `.to()` moves",
    args=(Tensor("x", shapes=(("N", "C", "H", "W"), ("C", "H", "W")), dtypes=FLOATS,
                 layouts=(*LAYOUTS, "channels_last"), requires_grad=True, scale=3.0),
          Tensor("mean", shapes=((), ("C", 1, 1), ("W",)), dtypes=FLOATS, dtype_of="x"),
          Tensor("std", shapes=((), ("C", 1, 1), ("W",)), dtypes=FLOATS, dtype_of="x")),
    sizes={"N": (3, 1, 0, 2), "C": (3, 1, 2), "H": (2, 1, 3), "W": (3, 1, 2)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta"), grad=True, ulps=4,
    notes=(("`x`, `mean` and `std` of the same dtype; `mean` and `std` each a scalar, one value "
            "per channel `(C, 1, 1)` or one per position of the last dimension `(W,)`: the result "
            "has `x`'s shape",
            "`x`、`mean` 和 `std` 的 dtype 相同；`mean` 和 `std` 各自可以是标量、每个通道一个值 "
            "`(C, 1, 1)`，或最后一维每个位置一个值 `(W,)`：结果的形状与 `x` 相同"),
           ("called as `Standardize(mean, std)(x)`", "以 `Standardize(mean, std)(x)` 调用")),
    call="lambda x, mean, std: Standardize(mean, std)(x)", budget_s=3.0)


# ---------------------------------------------------------------- 03b ex3_residual_block

def _draw_residual_values(draw: Any, sizes: dict[str, int]) -> dict[str, int]:
    return {"in_features": sizes["I"], "out_features": sizes["O"], "hidden": sizes["H"]}


def _build_residual_values(spec: dict[str, int], seed: int, device: str) -> dict[str, Any]:
    """Random float64 values for each parameter of a ``ResidualBlock``, by name (``proj.weight``
    only when the sizes differ)."""
    import torch

    gen = torch.Generator().manual_seed(seed + 9)
    n_in, n_out, hidden = spec["in_features"], spec["out_features"], spec["hidden"]
    shapes = {"fc1.weight": (hidden, n_in), "fc1.bias": (hidden,),
              "fc2.weight": (n_out, hidden), "fc2.bias": (n_out,)}
    if n_in != n_out:
        shapes["proj.weight"] = (n_out, n_in)
    return {name: (torch.randn(shape, generator=gen, dtype=torch.float64)
                   / max(1, shape[-1]) ** 0.5).to(device)
            for name, shape in shapes.items()}


def _describe_residual(spec: dict[str, int]) -> str:
    return (f"a ResidualBlock({spec['in_features']}, {spec['out_features']}, "
            f"hidden={spec['hidden']}) with random values")


RESIDUAL_BLOCK = Declaration(
    "ex3_residual_block", "ResidualBlock",
    "1. Inside `forward`: loops, branches, and writing into the input",
    args=(Tensor("x", shapes=(("I",), ("N", "I"), ("B", "N", "I")), dtypes=FLOATS,
                 layouts=LAYOUTS, requires_grad=True),
          Drawn("params", _draw_residual_values, _build_residual_values,
                ("random values for every parameter (`fc1`, `fc2`, and `proj` when "
                 "`in_features != out_features`), loaded into a fresh `ResidualBlock(I, O, H)` "
                 "converted to `x`'s dtype and device with `.to()`",
                 "每个参数（`fc1`、`fc2`，以及 `in_features != out_features` 时的 `proj`）的"
                 "随机值，载入一个新的 `ResidualBlock(I, O, H)`，该模块已用 `.to()` 转换到 `x` "
                 "的 dtype 和设备"),
                describe=_describe_residual)),
    sizes={"N": (3, 1, 0, 5), "B": (2, 1, 3), "I": (3, 1, 2, 4), "O": (3, 1, 2),
           "H": (4, 1, 2, 3)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta"), ulps=10,
    notes=(("compared with the reference: the output, and the gradient of a weighted sum of it "
            "that reaches every parameter and `x` (when it requires grad)",
            "与参考答案比较：输出，以及它的加权和传到每个参数和 `x`（当 `x` 需要梯度时）的梯度"),),
    call="lambda x, params: _run_residual_block(ResidualBlock, x, params)", budget_s=3.0)


DECLARED = (TRAINABLE_LINEAR, STANDARDIZE, RESIDUAL_BLOCK)
