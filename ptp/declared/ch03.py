"""Chapter 03's declared contracts. Inputs and rules only, never an answer: this package ships to
every learner."""

from __future__ import annotations

from typing import Any

from ptp.domains import ACCELERATOR, LAYOUTS, Declaration, Drawn, Tensor

FLOATS = ("float32", "float64")


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
    "2. Custom layers: a weight the optimizer never sees, and super().__init__()",
    signatures=("TrainableLinear(in_features, out_features)",),
    heads={"params": ("the parameters (the tests set them)", "参数（由测试设定）")},
    args=(Tensor("x", shapes=(("I",), ("N", "I"), ("B", "S", "I")), dtypes=FLOATS,
                 layouts=LAYOUTS, requires_grad=True),
          Drawn("params", _draw_linear_values, _build_linear_values,
                ("random values for `weight` and `bias`, loaded into a fresh "
                 "`TrainableLinear(I, O)` (O ∈ {1, 2, 3}, the `out_features`) converted to `x`'s "
                 "dtype and device with `.to()`",
                 "`weight` 和 `bias` 的随机值，载入一个新的 `TrainableLinear(I, O)`"
                 "（O ∈ {1, 2, 3}，即 `out_features`），该层已用 `.to()` 转换到 `x` 的 "
                 "dtype 和设备"),
                describe=lambda spec: (f"a TrainableLinear({spec['in_features']}, "
                                       f"{spec['out_features']}) with random values"))),
    sizes={"N": (3, 1, 0, 5), "B": (2, 1, 3), "S": (3, 1, 0, 5), "I": (3, 1, 2, 4), "O": (2, 1, 3)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR), ulps=10,
    allow_global=("torch_rng",),  # __init__ draws from it, as the prompt asks
    notes=(("in `(B, S, I)`, `B` is the batch and `S` the sequence length: a batch of 0 "
            "occurs in `(N, I)`, a sequence of length 0 in `(B, S, I)`",
            "`(B, S, I)` 中，`B` 是批量大小，`S` 是序列长度：批量大小为 0 只出现在 "
            "`(N, I)` 中，长度为 0 的序列只出现在 `(B, S, I)` 中"),
           ("compared with the reference: the output, and the gradient of a weighted sum of it "
            "that reaches `weight`, `bias` and `x` (when it requires grad)",
            "与参考答案比较：输出，以及它的加权和传到 `weight`、`bias` 和 `x`（当 `x` 需要梯度时）"
            "的梯度"),),
    call="lambda x, params: _run_linear(TrainableLinear, x, params)", budget_s=3.0)


# ---------------------------------------------------------------- 03a ex2_standardize

STANDARDIZE = Declaration(
    "ex2_standardize", "Standardize", "3. Buffers, and what .to() moves",
    signatures=("Standardize(mean, std)",),
    args=(Tensor("x", shapes=(("N", "C", "H", "W"), ("C", "H", "W")), dtypes=FLOATS,
                 layouts=(*LAYOUTS, "channels_last"), requires_grad=True, scale=3.0),
          Tensor("mean", shapes=((), ("C", 1, 1), ("W",)), dtypes=FLOATS, dtype_of="x",
                 values=("normal", "all_zero")),
          Tensor("std", shapes=((), ("C", 1, 1), ("W",)), dtypes=FLOATS, dtype_of="x",
                 values=("normal", "all_one"))),
    sizes={"N": (3, 1, 0, 2), "C": (3, 1, 2), "H": (2, 1, 3), "W": (3, 1, 2)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR), grad=True, ulps=4,
    notes=(("`x`, `mean` and `std` of the same dtype; `mean` and `std` each a scalar, one value "
            "per channel `(C, 1, 1)` or one per position of the last dimension `(W,)`: the result "
            "has `x`'s shape",
            "`x`、`mean` 和 `std` 的 dtype 相同；`mean` 和 `std` 各自可以是标量、每个通道一个值 "
            "`(C, 1, 1)`，或最后一维每个位置一个值 `(W,)`：结果的形状与 `x` 相同"),
           ("`std` may be negative, as drawn: divide by it as given (no `abs()`, no check)",
            "`std` 按抽取的值可能为负：按给定值直接相除（不要取 `abs()`，也不要检查）"),
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
    "7. Inside forward: loops, branches, and writing into the input",
    signatures=("ResidualBlock(in_features, out_features, hidden)",),
    heads={"params": ("the parameters (the tests set them)", "参数（由测试设定）")},
    args=(Tensor("x", shapes=(("I",), ("N", "I"), ("B", "S", "I")), dtypes=FLOATS,
                 layouts=LAYOUTS, requires_grad=True),
          Drawn("params", _draw_residual_values, _build_residual_values,
                ("random values for every parameter (`fc1`, `fc2`, and `proj` when "
                 "`in_features != out_features`), loaded into a fresh `ResidualBlock(I, O, H)` "
                 "converted to `x`'s dtype and device with `.to()`; O ∈ {1, 2, 3}, equal to `I` "
                 "in some cases (the identity shortcut) and different in others (the projection); "
                 "H ∈ {1, 2, 3, 4}",
                 "每个参数（`fc1`、`fc2`，以及 `in_features != out_features` 时的 `proj`）的"
                 "随机值，载入一个新的 `ResidualBlock(I, O, H)`，该模块已用 `.to()` 转换到 `x` "
                 "的 dtype 和设备；O ∈ {1, 2, 3}，有时等于 `I`（恒等捷径），有时不等（投影）；"
                 "H ∈ {1, 2, 3, 4}"),
                describe=_describe_residual)),
    sizes={"N": (3, 1, 0, 5), "B": (2, 1, 3), "S": (3, 1, 0, 5), "I": (3, 1, 2, 4), "O": (3, 1, 2),
           "H": (4, 1, 2, 3)},
    contexts=("plain", "no_grad"), devices=("cpu", "meta", ACCELERATOR), ulps=10,
    notes=(("in `(B, S, I)`, `B` is the batch and `S` the sequence length: a batch of 0 "
            "occurs in `(N, I)`, a sequence of length 0 in `(B, S, I)`",
            "`(B, S, I)` 中，`B` 是批量大小，`S` 是序列长度：批量大小为 0 只出现在 "
            "`(N, I)` 中，长度为 0 的序列只出现在 `(B, S, I)` 中"),
           ("compared with the reference: the output, and the gradient of a weighted sum of it "
            "that reaches every parameter and `x` (when it requires grad)",
            "与参考答案比较：输出，以及它的加权和传到每个参数和 `x`（当 `x` 需要梯度时）的梯度"),),
    call="lambda x, params: _run_residual_block(ResidualBlock, x, params)", budget_s=3.0)


# ---------------------------------------------------------------- 03b ex4_init_weights

_LAYERS = ("linear", "linear without bias", "frozen linear", "subclass of linear", "embedding",
           "layernorm", "batchnorm in eval mode", "conv1d")


def _draw_model(draw: Any, sizes: dict[str, int]) -> Any:
    """A nested structure: a layer is ``[kind, in, out]``, a container ``[container, parts]``."""
    from hypothesis import strategies as st

    layers = st.tuples(st.sampled_from(_LAYERS), st.integers(1, 6), st.integers(1, 6)).map(list)
    containers = st.sampled_from(("sequential", "modulelist", "own module"))
    tree = draw(st.recursive(
        layers, lambda sub: st.tuples(containers, st.lists(sub, min_size=1, max_size=3)).map(list),
        max_leaves=6))
    if sizes["L"]:  # deeper than two levels: a Linear beside the tree, L containers down
        tree = [draw(containers), [tree, ["linear", draw(st.integers(1, 6)),
                                          draw(st.integers(1, 6))]]]
        for _ in range(sizes["L"] - 1):
            tree = [draw(containers), [tree]]
    # a float64 model too: what the init fills keeps each parameter's dtype (and device)
    return ["float64", tree] if draw(st.booleans()) else tree


def _build_model(spec: Any, seed: int, device: str) -> Any:
    import torch
    from torch import nn

    from ptp.domains import seeded

    class LinearWithName(nn.Linear):
        pass

    def make(part: Any) -> Any:
        kind = part[0]
        if kind in ("sequential", "modulelist", "own module"):
            children = [make(p) for p in part[1]]
            if kind == "sequential":
                return nn.Sequential(*children)
            if kind == "modulelist":
                return nn.ModuleList(children)
            own = nn.Module()
            for i, child in enumerate(children):
                own.add_module(f"part{i}", child)
            return own
        n_in, n_out = part[1], part[2]
        if kind == "linear":
            return nn.Linear(n_in, n_out)
        if kind == "linear without bias":
            return nn.Linear(n_in, n_out, bias=False)
        if kind == "frozen linear":
            return nn.Linear(n_in, n_out).requires_grad_(False)
        if kind == "subclass of linear":
            return LinearWithName(n_in, n_out)
        if kind == "embedding":
            return nn.Embedding(n_in + 1, n_out)
        if kind == "layernorm":
            return nn.LayerNorm(n_out)
        if kind == "batchnorm in eval mode":
            return nn.BatchNorm1d(n_out).eval()
        return nn.Conv1d(n_in, n_out, 2)

    dtype = torch.float32
    if spec[0] == "float64":
        dtype, spec = torch.float64, spec[1]
    with seeded(seed):
        model = make(spec)
        with torch.no_grad():  # values and statistics that differ from the defaults
            for value in [*model.parameters(), *model.buffers()]:
                if value.dtype.is_floating_point:
                    value.add_(torch.rand_like(value))
    return model.to(device=device, dtype=dtype)


def _describe_model(spec: Any) -> str:
    if spec[0] == "float64":
        return (f"the float64 model {spec[1]!r} ([kind, in_features, out_features] or "
                "[container, parts])")
    return f"the model {spec!r} ([kind, in_features, out_features] or [container, parts])"


INIT_WEIGHTS = Declaration(
    "ex4_init_weights", "init_weights", "8. Weight initialisation",
    signatures=("init_weights(model)",),
    args=(Drawn("model", _draw_model, _build_model,
                ("a model nested to any depth from `nn.Sequential`, `nn.ModuleList` and plain "
                 "`nn.Module` containers (also as the model itself) and layers: `nn.Linear` (with "
                 "or without bias, frozen, or a subclass of `nn.Linear` with no layers inside "
                 "it), a model that is itself one layer, `nn.Embedding`, `nn.LayerNorm`, "
                 "`nn.BatchNorm1d` in eval mode, `nn.Conv1d`; in float32 or float64",
                 "由 `nn.Sequential`、`nn.ModuleList` 和普通 `nn.Module` 容器（也可以是模型"
                 "本身）与以下层任意嵌套组成的模型：`nn.Linear`（有或没有偏置、被冻结，或 "
                 "内部没有其他层的 `nn.Linear` 子类）、本身就是一个层的模型、`nn.Embedding`、"
                 "`nn.LayerNorm`、处于评估模式的 `nn.BatchNorm1d`、`nn.Conv1d`；float32 或 "
                 "float64"),
                describe=_describe_model),),
    mutates=("model",), sizes={"L": (0, 3, 4)},
    allow_global=("torch_rng",),  # the nn.init draws come from it, as the prompt asks
    notes=(("the global random generator seeded the same way before your call and the "
            "reference's: the same `nn.init` draws, layer by layer in `model.modules()` order, "
            "give the same values", "在你的函数和参考答案被调用之前，全局随机数生成器以相同的"
            "方式设定种子：按 `model.modules()` 的顺序逐层做同样的 `nn.init` 抽样，得到同样的值"),
           ("the result is `model` itself", "结果就是 `model` 本身")),
    observe=lambda args, result: result is args["model"],
    call="lambda model: _seeded_call(init_weights, model)", budget_s=3.0)


# ---------------------------------------------------------------- 03b ex5_smoke_test

_BRANCHES = ("linear", "unused linear", "frozen linear", "unused frozen linear",
             "linear times zero", "half-frozen linear", "batchnorm in training mode",
             "batchnorm in eval mode", "dropout in eval mode, then linear")


def _draw_branches(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"branches": ["linear", *draw(st.lists(st.sampled_from(_BRANCHES), max_size=4))],
            "stale_grads": draw(st.booleans()), "eval_root": draw(st.booleans())}


def _build_branches(spec: dict[str, Any], seed: int, device: str) -> Any:
    """A model summing the outputs of its branches (an "unused" branch is never called)."""
    import torch
    from torch import nn

    from ptp.domains import seeded

    width = 3

    class Branches(nn.Module):
        def __init__(self, kinds: list[str]) -> None:
            super().__init__()
            self.kinds = kinds
            self.parts = nn.ModuleList()
            for kind in kinds:
                if kind.startswith("batchnorm"):
                    part: nn.Module = nn.Sequential(nn.Linear(width, width),
                                                    nn.BatchNorm1d(width))
                    if kind.endswith("eval mode"):
                        part[1].eval()
                elif kind.startswith("dropout"):
                    part = nn.Sequential(nn.Dropout(0.5).eval(), nn.Linear(width, width))
                else:
                    part = nn.Linear(width, width)
                if "frozen" in kind:
                    part.requires_grad_(False)
                if kind == "half-frozen linear":
                    part.bias.requires_grad_(True)
                self.parts.append(part)

        def forward(self, x: Any) -> Any:
            out = torch.zeros(x.shape[0], width, device=x.device)
            for kind, part in zip(self.kinds, self.parts, strict=True):
                if not kind.startswith("unused"):
                    out = out + part(x) * (0.0 if kind == "linear times zero" else 1.0)
            return out

    with seeded(seed):
        model = Branches(list(spec["branches"]))
        if spec["stale_grads"]:
            for p in model.parameters():
                p.grad = torch.randn_like(p)
    if spec["eval_root"]:
        model.training = False  # the root only: its parts keep their own modes
    return model.to(device)


SMOKE_TEST = Declaration(
    "ex5_smoke_test", "smoke_test", "9. The smoke test",
    args=(Drawn("model", _draw_branches, _build_branches,
                ("a model that adds up the outputs of its branches (the first one a trainable "
                 "`nn.Linear`, so at least one parameter that requires grad reaches the output), "
                 "each an `nn.Linear` that is trainable, frozen, half-frozen (weight frozen, bias "
                 "trainable), never called, or "
                 "multiplied by 0, or an `nn.Linear` followed by an `nn.BatchNorm1d` in training "
                 "or eval mode, or preceded by an `nn.Dropout` in eval mode; possibly with "
                 "gradients left over in `.grad`, possibly with the model itself in eval mode",
                 "一个把各分支输出相加的模型（第一个分支是可训练的 `nn.Linear`，所以至少有一个"
                 "需要梯度的参数连到输出），每个分支是可训练、被冻结、一半被冻结（权重冻结、偏置可训练）、从未被调用或被"
                 "乘以 0 的 `nn.Linear`，或者后接处于训练或评估模式的 `nn.BatchNorm1d` 的 "
                 "`nn.Linear`，或者前面是处于评估模式的 `nn.Dropout` 的 `nn.Linear`；`.grad` 中"
                 "可能留有旧的梯度，模型本身可能处于评估模式"),
                describe=lambda spec: (f"a model with the branches {spec['branches']}"
                                       + (", gradients left over" if spec["stale_grads"] else "")
                                       + (", the model in eval mode" if spec["eval_root"]
                                          else ""))),
          Tensor("example_input", shapes=(("N", 3),), dtypes=("float32",))),
    sizes={"N": (3, 2, 5)},
    mutates=("model",), allow_new_grads=True,
    notes=(("after the call, the model's parameters (their `.grad` included), buffers and modes "
            "as the reference leaves them: the reference runs one forward and one backward and "
            "nothing else, so a BatchNorm in training mode has updated its running statistics, "
            "as in any forward (leave that as it is: \"do not update any weight\" means no "
            "optimizer step)",
            "调用之后，模型的参数（包括其 `.grad`）、缓冲区和模式与参考答案调用之后一致："
            "参考答案只做一次前向传播和一次反向传播，别的什么都不做，所以训练模式下的 BatchNorm "
            "会像每次前向传播一样更新它的滑动统计量（保持这样即可：“不要更新任何权重”指的是不做优化器的更新步）"),),
    max_examples=30, budget_s=3.0)


DECLARED = (TRAINABLE_LINEAR, STANDARDIZE, RESIDUAL_BLOCK, INIT_WEIGHTS, SMOKE_TEST)
