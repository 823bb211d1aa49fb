"""Chapter 06's declared contracts (memory: bytes, fitting a step): inputs and rules, never an
answer (each reference lives in its exercise's hidden tests)."""

from __future__ import annotations

from typing import Any

from ptp.domains import Choice, Declaration, Drawn, Float, Int, seeded

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
    import warnings

    import torch
    from torch import nn

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
    signatures=("predict_training_bytes(model, optimizer_name, batch_size, "
                "activation_bytes_per_example)",),
    result="value", args=(Drawn("model", _draw_parts, _build_parts_model,
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
              text=("an integer from 0 to `10**6`", "从 0 到 `10**6` 的整数")),
          Int("activation_bytes_per_example", 0, 10**13,
              text=("an integer from 0 to `10**13` (so that the activations may pass `2**53`)",
                    "从 0 到 `10**13` 的整数（激活值的字节数可能超过 `2**53`）"))),
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


# ---------------------------------------------------------------- 06a: validation_loss

_VALIDATION_SIZES = {"F": (3, 1, 2), "C": (3, 1, 2, 5), "P": (32, 64)}


def _draw_batches(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"lengths": draw(st.lists(st.integers(1, 5), min_size=1, max_size=4)),
            "F": sizes["F"], "C": sizes["C"], "bits": sizes["P"],
            "kind": draw(st.sampled_from(("list", "generator", "tuple", "zip")))}


def _build_batches(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    gen = torch.Generator().manual_seed(seed + 11)
    dtype = torch.float64 if spec["bits"] == 64 else torch.float32
    pairs = [(torch.randn(n, spec["F"], generator=gen, dtype=dtype).to(device),
              torch.randint(0, spec["C"], (n,), generator=gen).to(device))
             for n in spec["lengths"]]
    if spec["kind"] == "generator":
        return (pair for pair in pairs)
    if spec["kind"] == "tuple":
        return tuple(pairs)
    if spec["kind"] == "zip":
        return zip([x for x, _ in pairs], [y for _, y in pairs], strict=True)
    return pairs


def _describe_batches(spec: dict[str, Any]) -> str:
    return (f"batches: a {spec['kind']} of batches of {spec['lengths']} examples "
            f"(float{spec['bits']})")


def _draw_validation_model(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from ptp.declared.ch05 import _draw_steady_classifier

    return _draw_steady_classifier(draw, sizes)


def _build_validation_model(spec: dict[str, Any], seed: int, device: str) -> Any:
    from ptp.declared.ch05 import _build_classifier

    model = _build_classifier(spec, seed, device)
    model.caller_seen = []  # the caller's own observer: the batch size of each call of the model
    model.register_forward_pre_hook(
        lambda module, args: module.caller_seen.append(
            int(args[0].shape[0]) if args and hasattr(args[0], "shape") else None))
    return model


def _calls_seen(args: dict[str, Any], result: Any) -> Any:
    """How the model was called: the batch size of each call (one call per batch)."""
    return {"the batch sizes the model was called with": list(args["model"].caller_seen)}


def _describe_validation_model(spec: dict[str, Any]) -> str:
    from ptp.declared.ch05 import _describe_classifier

    return _describe_classifier(spec)


VALIDATION_LOSS = Declaration(
    "ex2_validation_loss", "validation_loss",
    "3. Graphs kept alive: the leak that looks like an OOM",
    result="value", args=(Drawn("model", _draw_validation_model, _build_validation_model,
                ("an `nn.Sequential` classifier from `F` features (1, 2 or 3) to `C` classes "
                 "(1, 2, 3 or 5), `float32` or `float64`, in train or in eval mode: Linear layers "
                 "with, between them, ReLU, Tanh, nested blocks and BatchNorm1d and Dropout "
                 "layers the caller froze in eval mode (no layer whose output depends on the "
                 "batch or on random numbers); the body possibly nested in a block, possibly a "
                 "frozen weight and gradients of an earlier step already in `.grad`",
                 "一个 `nn.Sequential` 分类器，输入 `F` 个特征（1、2 或 3），输出 `C` 个类别"
                 "（1、2、3 或 5），dtype 为 `float32` 或 `float64`，处于训练或评估模式：若干 "
                 "Linear 层，其间可能有 ReLU、Tanh、嵌套的块和调用方冻结为评估模式的 BatchNorm1d "
                 "与 Dropout 层（没有输出依赖于批量或随机数的层）；主体可能嵌套在一个块中，"
                 "可能有一个冻结的权重，`.grad` 中可能已有之前某一步留下的梯度"),
                describe=_describe_validation_model),
          Drawn("batches", _draw_batches, _build_batches,
                ("a list, a tuple, a generator or a `zip` of 1 to 4 `(x, y)` batches of 1 to 5 "
                 "examples each (sizes that differ), `x` of shape `(n, F)` in the model's dtype, "
                 "`y` of shape `(n,)`, `int64`, values from 0 to `C - 1`",
                 "由 1 到 4 个 `(x, y)` 批量组成的列表、元组、生成器或 `zip`，每批 1 到 5 个样本"
                 "（大小可以不同），`x` 的形状为 `(n, F)`，dtype 与模型相同，`y` 的形状为 "
                 "`(n,)`，`int64`，取值在 0 到 `C - 1` 之间"),
                describe=_describe_batches)),
    sizes=_VALIDATION_SIZES, contexts=("plain", "no_grad"), ulps=10, max_examples=60,
    budget_s=2.5, observe=_calls_seen,
    notes=(("the float compared with the reference within 1e-5 × max(1, |reference|) (a "
            "relative 1e-5 for a loss above 1; float32 sums in any order)",
            "结果与参考答案之差不超过 1e-5 × max(1, |参考值|)（损失大于 1 时即相对误差 1e-5；"
            "float32 的求和顺序不限）"),
           ("the model is called once per batch, on that batch (concatenating the batches "
            "would hold them all in memory at once)",
            "每个批量调用一次模型，输入就是这个批量（把各批量拼接起来，就会让它们同时占用内存）")))




# ---------------------------------------------------------------- 06b: checkpointed_forward

_CHECKPOINT_SIZES = {"W": (3, 1, 2, 5), "P": (32, 64)}
_BLOCK_KINDS = ("mlp", "nested", "frozen_batchnorm", "eval_block", "frozen_linear", "plain")


def _draw_blocks(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    depth = draw(st.integers(1, 4))
    widths = [sizes["W"], *draw(st.lists(st.sampled_from((4, 1, 2, 3, 7)), min_size=depth,
                                         max_size=depth))]
    return {"widths": widths, "bits": sizes["P"],
            "kinds": draw(st.lists(st.sampled_from(_BLOCK_KINDS), min_size=depth,
                                   max_size=depth)),
            "stale_grads": draw(st.booleans())}


def _block(kind: str, a: int, b: int) -> Any:
    from torch import nn

    if kind == "nested":
        return nn.Sequential(nn.Linear(a, 2 * b), nn.Sequential(nn.Tanh(), nn.Dropout(0.3)),
                             nn.Linear(2 * b, b))
    if kind == "frozen_batchnorm":          # running statistics the caller froze in eval mode
        block = nn.Sequential(nn.Linear(a, b), nn.BatchNorm1d(b), nn.Dropout(0.5), nn.ReLU())
        block[1].eval()
        return block
    if kind == "eval_block":                # a whole block in eval mode: its Dropout is off
        return nn.Sequential(nn.Linear(a, b), nn.Dropout(0.3), nn.GELU()).eval()
    if kind == "frozen_linear":             # a weight that is not trained
        block = nn.Sequential(nn.Linear(a, 3), nn.Dropout(0.2), nn.Linear(3, b))
        block[0].requires_grad_(False)
        return block
    if kind == "plain":                     # a bare layer as a block
        return nn.Linear(a, b)
    return nn.Sequential(nn.Linear(a, 4 * b), nn.GELU(), nn.Dropout(0.3), nn.Linear(4 * b, b))


def _build_blocks(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch
    from torch import nn

    widths, dtype = spec["widths"], torch.float64 if spec["bits"] == 64 else torch.float32
    with seeded(seed), torch.device(device):
        blocks = nn.ModuleList(_block(kind, a, b) for kind, a, b
                               in zip(spec["kinds"], widths, widths[1:], strict=False)).to(dtype)
        if spec["stale_grads"]:             # gradients of an earlier step, to accumulate into
            for p in blocks.parameters():
                if p.requires_grad:
                    p.grad = torch.randn_like(p)
    return blocks


def _describe_blocks(spec: dict[str, Any]) -> str:
    return (f"blocks: {len(spec['kinds'])} blocks ({', '.join(spec['kinds'])}) of widths "
            f"{spec['widths']}, float{spec['bits']}"
            + (", gradients already in .grad" if spec["stale_grads"] else ""))


def _draw_block_input(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    grad = draw(st.booleans())
    return {"n": draw(st.sampled_from((2, 1, 5))), "W": sizes["W"], "bits": sizes["P"],
            "grad": grad,
            "layout": "contiguous" if grad else draw(st.sampled_from(("contiguous",
                                                                      "transposed")))}


def _build_block_input(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    dtype = torch.float64 if spec["bits"] == 64 else torch.float32
    gen = torch.Generator().manual_seed(seed + 5)
    if spec["layout"] == "transposed":
        x = torch.randn(spec["W"], spec["n"], generator=gen, dtype=dtype).to(device).t()
    else:
        x = torch.randn(spec["n"], spec["W"], generator=gen, dtype=dtype).to(device)
    return x.requires_grad_(spec["grad"])


def _describe_block_input(spec: dict[str, Any]) -> str:
    return (f"x: {spec['n']} rows of width {spec['W']}, float{spec['bits']}, {spec['layout']}"
            + (", requiring grad" if spec["grad"] else ""))


CHECKPOINTED_FORWARD = Declaration(
    "ex5_checkpointed_forward", "checkpointed_forward",
    "9. Gradient checkpointing: memory for time",
    signatures=("checkpointed_forward(blocks, x)",),
    args=(Drawn("blocks", _draw_blocks, _build_blocks,
                ("an `nn.ModuleList` of 1 to 4 blocks, `float32` or `float64`, of widths that "
                 "differ (widening or narrowing, 1 to 28 features): Linear layers with GELU, "
                 "Tanh, ReLU and Dropout, nested blocks, a BatchNorm1d the caller froze in eval "
                 "mode, a whole block in eval mode, a frozen Linear (`requires_grad=False`), a "
                 "bare Linear as a block; possibly gradients of an earlier step already in "
                 "`.grad` (backward adds to them)",
                 "一个由 1 到 4 个块组成的 `nn.ModuleList`，dtype 为 `float32` 或 `float64`，"
                 "各块宽度不同（变宽或变窄，1 到 28 个特征）：Linear 层，其间有 GELU、Tanh、ReLU "
                 "和 Dropout，嵌套的块，调用方冻结为评估模式的 BatchNorm1d，整个处于评估模式的块，"
                 "冻结的 Linear（`requires_grad=False`），直接作为一个块的 Linear；`.grad` 中可能"
                 "已有之前某一步留下的梯度（backward 会累加到上面）"),
                describe=_describe_blocks),
          Drawn("x", _draw_block_input, _build_block_input,
                ("a tensor of shape `(n, W)` with `n` 1, 2 or 5 and `W` the first block's "
                 "width, in the blocks' dtype, contiguous or a transposed view, possibly a leaf "
                 "that requires grad",
                 "形状为 `(n, W)` 的张量，`n` 为 1、2 或 5，`W` 为第一个块的输入宽度，dtype "
                 "与各块相同，可能是连续的，也可能是转置的视图，可能是需要梯度的叶子张量"),
                describe=_describe_block_input)),
    sizes=_CHECKPOINT_SIZES, contexts=("plain", "no_grad"), mutates=("blocks",),
    allow_new_grads=True, ulps=10, max_examples=60, budget_s=3.0,
    notes=(("compared with running the blocks one after the other from the same random seed: "
            "the output, then, after a backward pass from it (when it requires grad), the "
            "gradient of every parameter and of `x`, each block's mode and the blocks' "
            "buffers; and in that backward pass each block recomputed at most once, the last "
            "checkpointed block first",
            "与从同一随机种子出发依次运行各块的结果比较：输出；再从输出做一次反向传播（输出需要"
            "梯度时）之后，每个参数和 `x` 的梯度、每个块的模式以及各块的缓冲区；并且在这次反向"
            "传播中每个块至多重新计算一次，最后一个做了检查点的块最先"),),
    call="lambda blocks, x: _reference_checkpointed_forward(blocks, x, "
         "forward=checkpointed_forward)")


# ---------------------------------------------------------------- 06b: resilient_gradients

_RESILIENT_SIZES = {"N": (5, 1, 2, 3, 7, 8), "P": (32, 64)}


def _draw_tight_model(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"capacity": draw(st.integers(1, 8)),
            "fail_in": draw(st.sampled_from(("backward", "forward"))),
            "bits": sizes["P"], "frozen_norm": draw(st.booleans()),
            "frozen_first": draw(st.booleans()), "stale": draw(st.booleans())}


def _tight_model_class() -> Any:
    import torch
    from torch import nn

    class TightNet(nn.Module):
        """Runs "out of memory" for batches over ``capacity`` (with grad enabled): in its forward
        pass or, once the last layer's gradients exist, in its backward pass."""

        def __init__(self, capacity: int, fail_in: str, frozen_norm: bool) -> None:
            super().__init__()
            self.capacity, self.fail_in = capacity, fail_in
            self.forward_sizes: list[int] = []
            self.first = nn.Linear(4, 6)
            self.body = nn.Sequential(nn.BatchNorm1d(6), nn.Tanh(), nn.Dropout(0.5)) \
                if frozen_norm else nn.Sequential(nn.ReLU())
            if frozen_norm:                 # the caller froze them: statistics and dropout off
                self.body[0].eval()
                self.body[2].eval()
            self.last = nn.Linear(6, 3)

        def forward(self, x: Any) -> Any:
            self.forward_sizes.append(len(x))  # the prompt says how to split: compared
            too_big = len(x) > self.capacity and torch.is_grad_enabled()
            if too_big and self.fail_in == "forward":
                raise torch.OutOfMemoryError(f"out of memory (simulated: forward of {len(x)})")
            h = self.first(x)
            if too_big and h.requires_grad:
                def fail(grad: Any) -> Any:
                    raise torch.OutOfMemoryError(f"out of memory (simulated: backward of {len(x)})")
                h.register_hook(fail)
            return self.last(self.body(h))

    return TightNet


def _build_tight_model(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    dtype = torch.float64 if spec["bits"] == 64 else torch.float32
    with seeded(seed):
        model = _tight_model_class()(spec["capacity"], spec["fail_in"], spec["frozen_norm"])
        model = model.to(dtype)
        if spec["frozen_first"]:
            model.first.bias.requires_grad_(False)
        if spec["stale"]:                   # gradients of an earlier step
            for p in model.parameters():
                if p.requires_grad:
                    p.grad = torch.randn_like(p)
    return model


def _describe_tight_model(spec: dict[str, Any]) -> str:
    return (f"model: out of memory in its {spec['fail_in']} pass for batches over "
            f"{spec['capacity']}, float{spec['bits']}"
            + (", a frozen BatchNorm and Dropout in eval mode" if spec["frozen_norm"] else "")
            + (", a frozen bias" if spec["frozen_first"] else "")
            + (", gradients already in .grad" if spec["stale"] else ""))


def _draw_features(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    return {"n": sizes["N"], "bits": sizes["P"]}


def _build_features(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    gen = torch.Generator().manual_seed(seed + 3)
    dtype = torch.float64 if spec["bits"] == 64 else torch.float32
    return torch.randn(spec["n"], 4, generator=gen, dtype=dtype).to(device)


def _build_labels(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    gen = torch.Generator().manual_seed(seed + 4)
    return torch.randint(0, 3, (spec["n"],), generator=gen).to(device)


RESILIENT_GRADIENTS = Declaration(
    "ex3_resilient_gradients", "resilient_gradients",
    "6. A deliberate out-of-memory error, caught and recovered",
    args=(Drawn("model", _draw_tight_model, _build_tight_model,
                ("a classifier from 4 features to 3 classes, `float32` or `float64`, that raises "
                 "`torch.OutOfMemoryError` for micro-batches over a capacity of 1 to 8 examples, "
                 "in its forward pass or in its backward pass; possibly a BatchNorm1d and a "
                 "Dropout the caller froze in eval mode, a frozen bias (`requires_grad=False`), "
                 "and gradients of an earlier step already in `.grad`",
                 "一个从 4 个特征到 3 个类别的分类器，dtype 为 `float32` 或 `float64`，微批量超过 "
                 "1 到 8 个样本的容量时，在前向传播或反向传播中抛出 `torch.OutOfMemoryError`；"
                 "可能有调用方冻结为评估模式的 BatchNorm1d 和 Dropout、一个冻结的偏置"
                 "（`requires_grad=False`），`.grad` 中可能已有之前某一步留下的梯度"),
                describe=_describe_tight_model),
          Drawn("x", _draw_features, _build_features,
                ("a batch of shape `(N, 4)`, `N` from 1 to 8, in the model's dtype",
                 "形状为 `(N, 4)` 的批量，`N` 为 1 到 8，dtype 与模型相同"),
                describe=lambda spec: f"x: {spec['n']} examples, float{spec['bits']}"),
          Drawn("y", _draw_features, _build_labels,
                ("class indices of shape `(N,)`, `int64`, from 0 to 2",
                 "形状为 `(N,)` 的类别索引，`int64`，取值 0 到 2"),
                describe=lambda spec: f"y: {spec['n']} labels"),
          Int("max_micro_batches", 1, 9,
              text=("an integer from 1 to 9 (a power of two or not)",
                    "从 1 到 9 的整数（可以不是 2 的幂）"))),
    sizes=_RESILIENT_SIZES, raises=(RuntimeError,),      # torch.OutOfMemoryError, a RuntimeError
    mutates=("model",), allow_new_grads=True, ulps=10, max_examples=80, budget_s=3.0,
    notes=(("`k` only takes the values 1, 2, 4, 8, ...: the limit is the smaller of "
            "`max_micro_batches` and `len(x)`, and when it is not a power of two, the last `k` "
            "tried is the largest power of two within it (then the OOM is re-raised)",
            "`k` 只取 1、2、4、8……：上限是 `max_micro_batches` 和 `len(x)` 中较小的那个；"
            "上限不是 2 的幂时，最后尝试的 `k` 是不超过上限的最大的 2 的幂（之后重新抛出 OOM）"),
           ("compared with the reference: the number returned (or the OOM raised: after a "
            "re-raised OOM nothing else is compared, `.grad` included), the sizes "
            "of the micro-batches the model's forward pass saw, and the model after the call: "
            "every parameter's `.grad` (within float rounding; a frozen parameter's stays "
            "`None`), its weights and its modes",
            "与参考答案比较：返回的数目（或抛出的 OOM：重新抛出 OOM 之后，其余一概不比较，"
            "`.grad` 也不比较）、模型前向传播见到的各个微批量的大小，"
            "以及调用之后的模型：每个参数的 `.grad`（允许浮点舍入误差；冻结参数的 `.grad` "
            "保持为 `None`）、它的权重和各模块的模式")))


# ---------------------------------------------------------------- 06b: amp_accumulation_step

# shared by the Drawn arguments through the sizes: the architecture ("A", a model of 11a's)
_AMP_SIZES = {"A": (0, 2, 3)}


def _draw_amp_model(draw: Any, sizes: dict[str, int]) -> tuple[int, int]:
    from hypothesis import strategies as st

    return sizes["A"], draw(st.sampled_from((1, 0, 2, 3)))


def _build_amp_model(spec: tuple[int, int], seed: int, device: str) -> Any:
    from ptp.declared.ch11 import _build_model_and_optimizer

    return _build_model_and_optimizer(spec, seed, device)


def _describe_amp_model(spec: tuple[int, int]) -> str:
    from ptp.declared.ch11 import _describe_model

    return _describe_model(spec)


def _draw_micro_batches(draw: Any, sizes: dict[str, int]) -> tuple[int, int, int]:
    from hypothesis import strategies as st

    return (sizes["A"], draw(st.sampled_from((2, 1, 3, 4))),
            draw(st.sampled_from((4, 2, 3) if sizes["A"] == 2 else (4, 1, 2, 3))))


def _build_micro_batches(spec: tuple[int, int, int], seed: int, device: str) -> Any:
    import torch

    arch, k, n = spec
    gen = torch.Generator().manual_seed(seed + 7)
    return [(3 * torch.randn(n, 5, generator=gen), torch.randint(0, 3, (n,), generator=gen))
            for _ in range(k)]


def _describe_micro_batches(spec: tuple[int, int, int]) -> str:
    return f"micro_batches: {spec[1]} micro-batches of {spec[2]} examples"


def _draw_amp_scaler(draw: Any, sizes: dict[str, int]) -> tuple[bool, float, int]:
    from hypothesis import strategies as st

    return (draw(st.sampled_from((True, True, False))),
            draw(st.sampled_from((256.0, 1.0, 65536.0))), draw(st.sampled_from((2000, 1))))


def _build_amp_scaler(spec: tuple[bool, float, int], seed: int, device: str) -> Any:
    from ptp.declared.ch11 import _build_scaler

    return _build_scaler(spec, seed, device)


def _describe_amp_scaler(spec: tuple[bool, float, int]) -> str:
    from ptp.declared.ch11 import _describe_scaler

    return _describe_scaler(spec)


def _draw_amp_half(draw: Any, sizes: dict[str, int]) -> str:
    from hypothesis import strategies as st

    return draw(st.sampled_from(("float16", "bfloat16")))


def _build_amp_half(spec: str, seed: int, device: str) -> Any:
    import torch

    return getattr(torch, spec)


def _observe_amp_step(args: dict[str, Any], result: Any) -> dict[str, Any]:
    return {"the scaler's state": args["scaler"].state_dict()}


AMP_ACCUMULATION_STEP = Declaration(
    "ex4_amp_accumulation_step", "amp_accumulation_step",
    "8. GradScaler: the right order, with clipping and accumulation",
    signatures=('amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, '
                'device_type="cpu", dtype=torch.float16)',),
    heads={"model_and_optimizer": ("`model` and `optimizer` (the tests build them together)",
                                   "`model` 和 `optimizer`（由测试一起构建）")},
    args=(Drawn("model_and_optimizer", _draw_amp_model, _build_amp_model,
                ("`model` on the CPU (5 features, 3 classes) and its `optimizer` (over all its "
                 "parameters): a Linear; a Sequential with a BatchNorm in training mode (its "
                 "running statistics update once per micro-batch) and a Dropout the caller put in "
                 "eval mode; a model whose first layer is frozen "
                 "(`requires_grad=False`); with SGD, SGD with momentum and weight decay, Adam or "
                 "AdamW",
                 "CPU 上的 `model`（5 个特征，3 个类别）及其 `optimizer`（管理它的全部参数）："
                 "一个 Linear；一个 Sequential，其中的 BatchNorm 处于训练模式"
                 "（每个微批量更新一次滑动统计量），Dropout 被调用方设为评估模式；"
                 "一个第一层被冻结（`requires_grad=False`）的模型；"
                 "优化器为 SGD、带动量和权重衰减的 SGD、Adam 或 AdamW"),
                _describe_amp_model),
          Drawn("scaler", _draw_amp_scaler, _build_amp_scaler,
                ("`torch.amp.GradScaler(\"cpu\", ...)` with an initial scale of 1, 256 or 65536 "
                 "and a `growth_interval` of 1 or 2000, or disabled (`enabled=False`)",
                 "`torch.amp.GradScaler(\"cpu\", ...)`，初始 scale 为 1、256 或 65536，"
                 "`growth_interval` 为 1 或 2000；或者禁用的（`enabled=False`）"),
                _describe_amp_scaler),
          Drawn("micro_batches", _draw_micro_batches, _build_micro_batches,
                ("a list of 1 to 4 micro-batches `(x, y)`, all of the same size `n` "
                 "(`n` from 1 to 4; at least 2 with BatchNorm), "
                 "`x` `float32` of shape `(n, 5)`, `y` class indices",
                 "由 1 到 4 个微批量 `(x, y)` 组成的列表，各微批量大小相同，"
                 "都是 `n` 个样本（`n` 为 1 到 4；有 BatchNorm 时至少为 2），"
                 "`x` 为形状 `(n, 5)` 的 `float32`，`y` 为类别索引"),
                _describe_micro_batches),
          Float("max_norm", 0.05, 5.0),
          Drawn("dtype", _draw_amp_half, _build_amp_half,
                ("`torch.float16` or `torch.bfloat16`", "`torch.float16` 或 `torch.bfloat16`"),
                lambda spec: f"dtype=torch.{spec}")),
    sizes=_AMP_SIZES, mutates=("model_and_optimizer",), allow_new_grads=True,
    observe=_observe_amp_step, ulps=10, max_examples=60, budget_s=3.0,
    notes=(("compared with the reference: the returned loss (within float32 rounding), then "
            "the model's weights, gradients, buffers and modes, the optimizer's state and the "
            "scaler's state (scale, growth tracker)",
            "与参考答案比较：返回的损失（允许 float32 的舍入误差），以及模型的权重、梯度、缓冲区"
            "和模式、优化器的状态和 scaler 的状态（scale、增长计数）"),),
    call="lambda model_and_optimizer, scaler, micro_batches, max_norm, dtype: "
         "_reference_amp_accumulation_step(model_and_optimizer, scaler, micro_batches, max_norm, "
         "dtype, step=amp_accumulation_step)")


DECLARED = (PREDICT_TRAINING_BYTES, VALIDATION_LOSS, RESILIENT_GRADIENTS, AMP_ACCUMULATION_STEP,
            CHECKPOINTED_FORWARD)
