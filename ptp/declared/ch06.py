"""Chapter 06's declared contracts (memory: bytes, fitting a step): inputs and rules, never an
answer (each reference lives in its exercise's hidden tests)."""

from __future__ import annotations

from typing import Any

from ptp.domains import Choice, Declaration, Drawn, Int, seeded

# ---------------------------------------------------------------- 06a: predict_training_bytes

_PART_KINDS = ("linear", "conv", "batchnorm", "embedding", "layernorm", "tied", "nested",
               "empty", "bare", "buffer", "activation")
_PART_DTYPES = ("float32", "bfloat16", "float16", "float64")


def _draw_parts(draw: Any, sizes: dict[str, int]) -> list[tuple[str, str, int]]:
    """A model as a list of (kind of part, dtype, width)."""
    from hypothesis import strategies as st

    return draw(st.lists(st.tuples(st.sampled_from(_PART_KINDS), st.sampled_from(_PART_DTYPES),
                                   st.integers(1, 5)), min_size=0, max_size=5))


def _part(kind: str, n: int) -> Any:
    from torch import nn

    if kind == "linear":
        return nn.Linear(n, n + 1, bias=n % 2 == 1)
    if kind == "conv":
        return nn.Conv2d(n, 2, 3)
    if kind == "batchnorm":                 # parameters, and running statistics that are not
        return nn.BatchNorm1d(n)
    if kind == "embedding":
        return nn.Embedding(n + 3, n)
    if kind == "layernorm":
        return nn.LayerNorm(n, elementwise_affine=n % 2 == 0)
    if kind == "tied":                      # one weight, two modules
        return nn.Sequential(nn.Linear(n, n, bias=False), nn.ReLU(), nn.Linear(n, n))
    if kind == "nested":
        return nn.Sequential(nn.Linear(n, n), nn.Sequential(nn.BatchNorm1d(n), nn.Dropout()))
    if kind == "empty":                     # a parameter with no elements
        return nn.Linear(0, n)
    if kind == "bare":                      # a parameter registered on a plain module
        import torch

        holder = nn.Module()
        holder.scale = nn.Parameter(torch.ones(n, 2))
        return holder
    if kind == "buffer":                    # a buffer only
        import torch

        holder = nn.Module()
        holder.register_buffer("table", torch.zeros(n, n))
        return holder
    return nn.ReLU()


def _build_parts_model(spec: list[tuple[str, str, int]], seed: int, device: str) -> Any:
    import torch
    from torch import nn

    import warnings

    with seeded(seed), torch.device(device), warnings.catch_warnings():
        warnings.simplefilter("ignore")     # "zero-element tensors" at the empty part's init
        parts = []
        for kind, dtype, n in spec:
            part = _part(kind, n).to(getattr(torch, dtype))
            if kind == "tied":
                part[2].weight = part[0].weight
            parts.append(part)
    return parts[0] if len(parts) == 1 else nn.Sequential(*parts)


def _describe_parts(spec: list[tuple[str, str, int]]) -> str:
    if not spec:
        return "a model with no parameters"
    return "a model made of " + ", ".join(f"{kind} (width {n}, {dtype})"
                                          for kind, dtype, n in spec)


PREDICT_TRAINING_BYTES = Declaration(
    "ex1_predict_training_bytes", "predict_training_bytes",
    "1. Where the bytes go: weights, gradients, optimizer state",
    args=(Drawn("model", _draw_parts, _build_parts_model,
                ("a module (or an `nn.Sequential` of 0 to 5 parts) whose parts are linear, "
                 "convolution, BatchNorm, embedding and LayerNorm layers, nested blocks, a weight "
                 "shared by two layers, a parameter with no elements, a parameter or a buffer "
                 "registered on a plain `nn.Module`, layers without parameters; each part "
                 "`float32`, `bfloat16`, `float16` or `float64`",
                 "一个模块（或由 0 到 5 个部件组成的 `nn.Sequential`），部件包括线性层、卷积层、"
                 "BatchNorm、嵌入层和 LayerNorm、嵌套的块、被两个层共享的权重、没有元素的参数、"
                 "注册在普通 `nn.Module` 上的参数或缓冲区，以及没有参数的层；每个部件的 dtype "
                 "为 `float32`、`bfloat16`、`float16` 或 `float64`"),
                describe=_describe_parts),
          Choice("optimizer_name", ("sgd", "sgd_momentum", "adam", "adamw")),
          Int("batch_size", 0, 10**6,
              text=("an integer from 0 to 10**6", "从 0 到 10**6 的整数")),
          Int("activation_bytes_per_example", 0, 10**13,
              text=("an integer from 0 to 10**13 (so that the activations may pass 2**53)",
                    "从 0 到 10**13 的整数（激活值的字节数可能超过 2**53）"))),
    devices=("cpu", "meta"), max_examples=150, budget_s=4.0,
    call=("lambda model, optimizer_name, batch_size, activation_bytes_per_example: "
          "_in_key_order(predict_training_bytes(model, optimizer_name, batch_size, "
          "activation_bytes_per_example))"),
    notes=(("every parameter is trained (none frozen): each has a gradient and, for the "
            "optimizers that keep state, its state",
            "每个参数都参与训练（没有冻结的参数）：每个参数都有梯度，"
            "对有状态的优化器也都有其状态"),
           ("the five keys in any order (others are ignored); every amount a Python `int`",
            "五个键的顺序不限（其他键会被忽略）；每个数量都是 Python 的 `int`")))


DECLARED = (PREDICT_TRAINING_BYTES,)
