"""Chapter 08 (performance): the declared contracts of its exercises (``ptp.domains``). Inputs
and rules only, never an answer: each reference lives in its exercise's hidden tests."""

from __future__ import annotations

import functools
from typing import Any

from ptp.domains import Declaration, Drawn, seeded

# ---------------------------------------------------------------- ex5_to_channels_last

_CL_LAYERS = ("conv3", "conv1", "convT", "custom", "bn", "relu", "tanh", "block")


@functools.cache
def _cl_classes() -> tuple[Any, Any]:
    import torch
    import torch.nn.functional as F

    class OwnConv(torch.nn.Module):
        """A layer holding its own 4-D weight (not an ``nn.Conv2d``)."""

        def __init__(self, c_in: int, c_out: int) -> None:
            super().__init__()
            self.kernel = torch.nn.Parameter(torch.randn(c_out, c_in, 3, 3) * 0.3)

        def forward(self, x: Any) -> Any:
            return F.conv2d(x, self.kernel, padding=1)

    class Net(torch.nn.Module):
        """``body`` runs; ``spare`` (a Conv1d, 3-D weight) is a submodule the forward pass
        does not use."""

        def forward(self, x: Any) -> Any:
            return self.body(x)

    return OwnConv, Net


def _draw_cl_model(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"layers": draw(st.lists(st.sampled_from(_CL_LAYERS), min_size=1, max_size=4)),
            "head": draw(st.sampled_from(("none", "linear", "spare conv1d"))),
            "mode": draw(st.sampled_from(("eval", "train"))),
            "frozen": draw(st.booleans()),
            "dtype": f"float{sizes['D']}", "C": sizes["C"], "H": sizes["H"], "W": sizes["W"]}


def _build_cl_model(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch
    from torch import nn

    own_conv, net_class = _cl_classes()
    c, h, w = spec["C"], spec["H"], spec["W"]
    layers: list[Any] = []
    with seeded(seed):
        for i, kind in enumerate(spec["layers"]):
            if kind == "conv3":
                layers.append(nn.Conv2d(c, 4, 3, padding=1, bias=i % 2 == 0))
                c = 4
            elif kind == "conv1":
                layers.append(nn.Conv2d(c, 2, 1))
                c = 2
            elif kind == "convT":
                layers.append(nn.ConvTranspose2d(c, 3, 2, stride=2))
                c, h, w = 3, 2 * h, 2 * w
            elif kind == "custom":
                layers.append(own_conv(c, 2))
                c = 2
            elif kind == "bn":
                layers.append(nn.BatchNorm2d(c))
                layers[-1].running_mean.uniform_(-0.5, 0.5)
            elif kind == "relu":
                layers.append(nn.ReLU())
            elif kind == "tanh":
                layers.append(nn.Tanh())
            else:  # a nested block, in the other mode than the model's
                layers.append(nn.Sequential(nn.Conv2d(c, 3, 3, padding=1), nn.ReLU()))
                c = 3
        if spec["head"] == "linear":
            layers += [nn.Flatten(), nn.Linear(c * h * w, 3)]
        model = net_class()
        model.body = nn.Sequential(*layers)
        if spec["head"] == "spare conv1d":
            model.spare = nn.Conv1d(2, 2, 3)
        model = model.to(getattr(torch, spec["dtype"]))
        model.train(spec["mode"] == "train")
        for m in model.modules():
            if isinstance(m, nn.BatchNorm2d):
                m.eval()  # its statistics stay as they are
            elif isinstance(m, nn.Sequential) and m is not model.body:
                m.train(spec["mode"] != "train")
        params = list(model.parameters())
        if spec["frozen"] and params:
            params[0].requires_grad_(False)
    return model.to(device)


def _describe_cl_model(spec: dict[str, Any]) -> str:
    head = {"none": "", "linear": ", then Flatten and Linear",
            "spare conv1d": ", with an unused Conv1d submodule"}[spec["head"]]
    return (f"a float{spec['dtype'][5:]} model in {spec['mode']} mode of "
            f"{' -> '.join(spec['layers'])}{head}"
            + (", its first parameter frozen" if spec["frozen"] else ""))


def _draw_cl_batch(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"shape": (sizes["N"], sizes["C"], sizes["H"], sizes["W"]),
            "dtype": f"float{sizes['D']}",
            "layout": draw(st.sampled_from(("contiguous", "channels_last", "strided",
                                            "transposed"))),
            "requires_grad": draw(st.booleans())}


def _build_cl_batch(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    from ptp.checks import layouts

    gen = torch.Generator().manual_seed(seed + 7)
    x = torch.randn(spec["shape"], generator=gen, dtype=torch.float64).to(
        getattr(torch, spec["dtype"]))
    x = layouts(x).get(spec["layout"], x).to(device)
    return x.requires_grad_(True) if spec["requires_grad"] else x


def _cl_observed(args: dict[str, Any], result: Any) -> Any:
    """What the caller sees: the layouts of the returned batch and of each 4-D parameter of the
    returned model, the caller's batch's strides, the returned model's output on the returned
    batch, and the gradient that reaches the caller's batch through the returned one."""
    import torch

    seen: dict[str, Any] = {"the caller's x strides": args["x"].stride()}
    if not (isinstance(result, tuple) and len(result) == 2
            and isinstance(result[0], torch.nn.Module) and isinstance(result[1], torch.Tensor)):
        return seen
    model, x = result
    cl = torch.channels_last
    seen["the returned x is channels_last"] = x.dim() == 4 and x.is_contiguous(memory_format=cl)
    seen["channels_last 4-D parameters"] = [
        name for name, p in model.named_parameters()
        if p.dim() == 4 and p.is_contiguous(memory_format=cl)]
    if args["x"].requires_grad and x.requires_grad and x.shape == args["x"].shape:
        weight = torch.randn(x.shape, generator=torch.Generator().manual_seed(3),
                             dtype=torch.float64).to(x.dtype)
        (grad,) = torch.autograd.grad((x * weight).sum(), args["x"], allow_unused=True)
        seen["gradient reaching the caller's x"] = grad
    else:
        seen["the returned x requires grad"] = x.requires_grad
    try:
        with torch.no_grad():
            seen["the returned model's output on the returned x"] = model(x)
    except RuntimeError as err:
        seen["the returned model's output on the returned x"] = type(err).__name__
    return seen


_CL_SIZES = ("`N` ∈ {1, 2, 3}, `C` ∈ {1, 2, 3}, `H` ∈ {1, 3, 4}, `W` ∈ {1, 2, 5}",
             "`N` ∈ {1, 2, 3}，`C` ∈ {1, 2, 3}，`H` ∈ {1, 3, 4}，`W` ∈ {1, 2, 5}")

TO_CHANNELS_LAST = Declaration(
    "ex5_to_channels_last", "to_channels_last",
    "7. Memory layout: contiguous copies and channels_last",
    args=(Drawn("model", _draw_cl_model, _build_cl_model,
                ("a model of `x`'s dtype taking `(N, C, H, W)` batches: 1 to 4 layers among "
                 "`Conv2d` (with or without bias), `ConvTranspose2d`, a custom layer holding its "
                 "own 4-D weight, `BatchNorm2d` (in eval mode), `ReLU`, `Tanh` and a nested "
                 "`Sequential` block in the other mode than the model's; possibly a `Flatten` "
                 "and `Linear` head (a 2-D weight) or an unused `Conv1d` submodule (a 3-D "
                 "weight); the model in train or eval mode, possibly with a frozen parameter",
                 "与 `x` 同 dtype、输入为 `(N, C, H, W)` 批次的模型：1 到 4 层，取自 `Conv2d`"
                 "（有或没有偏置）、`ConvTranspose2d`、自带 4 维权重的自定义层、`BatchNorm2d`"
                 "（eval 模式）、`ReLU`、`Tanh`，以及一个模式与模型相反的嵌套 `Sequential` 块；"
                 "可能带 `Flatten` 加 `Linear` 的输出头（2 维权重），或一个未使用的 `Conv1d` "
                 "子模块（3 维权重）；模型处于 train 或 eval 模式，可能有被冻结的参数"),
                describe=_describe_cl_model),
          Drawn("x", _draw_cl_batch, _build_cl_batch,
                (f"shape `(N, C, H, W)` with {_CL_SIZES[0]}; dtype `float32` or `float64`; "
                 "memory layouts: contiguous, channels_last (already), strided or transposed; "
                 "possibly a leaf that requires grad",
                 f"形状 `(N, C, H, W)`，其中 {_CL_SIZES[1]}；dtype 为 `float32` 或 `float64`；"
                 "内存布局：连续、已经是 channels_last、跨步（非连续）或转置（非连续）；"
                 "可能是需要梯度的叶子张量"),
                describe=lambda s: (f"x of shape {s['shape']}, {s['dtype']}, {s['layout']}"
                                    + (", requiring grad" if s["requires_grad"] else "")))),
    sizes={"N": (2, 1, 3), "C": (3, 1, 2), "H": (4, 1, 3), "W": (5, 1, 2), "D": (32, 64)},
    mutates=("model",), observe=_cl_observed, ulps=10,
    notes=(("the returned model may be the caller's model converted in place (as "
            "`model.to(memory_format=...)` does) or a converted copy; the caller's `x` stays as "
            "it was (values and strides)",
            "返回的模型可以是原地转换后的调用方模型（`model.to(memory_format=...)` 就是这样），"
            "也可以是转换后的副本；调用方的 `x` 保持原样（数值和步长都不变）"),
           ("the returned `x` and every 4-D parameter of the returned model are channels_last, "
            "the other parameters as they were; the returned model's outputs on the returned "
            "`x` as the reference's, and the gradient reaching `x` through the returned `x` too",
            "返回的 `x` 和返回模型的每个 4 维参数都是 channels_last，其余参数保持原样；"
            "返回的模型在返回的 `x` 上的输出与参考答案一致，经由返回的 `x` 传回 `x` 的梯度也一致")),
    budget_s=3.0)

DECLARED = (TO_CHANNELS_LAST,)
