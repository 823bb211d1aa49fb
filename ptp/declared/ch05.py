"""Chapter 05's declared contracts (training loops, optimizers and schedules): inputs and rules,
never an answer (each reference lives in its exercise's hidden tests)."""

from __future__ import annotations

from typing import Any

from ptp.domains import Declaration, Drawn, Int, Tensor, seeded

# ---------------------------------------------------------------- 05a: models, batches

# The sizes of a classification batch: N examples of F features, C classes; P the bits of the
# floats (32: float32 model and inputs, 64: float64).
_BATCH_SIZES = {"N": (3, 1, 2, 5, 7, 9), "F": (3, 1, 2), "C": (3, 1, 2, 5), "P": (32, 64)}

# the layers a classifier's body may hold between its first and last Linear: "bn" and
# "dropout" follow the model's mode, "frozen_bn" and "eval_dropout" were put in eval mode by
# the caller (a BatchNorm frozen inside a training model)
_STOCHASTIC = ("bn", "dropout")
_STEADY = ("relu", "tanh", "block", "frozen_bn", "eval_dropout")


def _draw_classifier(draw: Any, sizes: dict[str, int], stochastic: bool) -> dict[str, Any]:
    from hypothesis import strategies as st

    kinds = _STEADY + (_STOCHASTIC if stochastic else ())
    return {"F": sizes["F"], "C": sizes["C"], "bits": sizes["P"],
            "parts": draw(st.lists(st.sampled_from(kinds), max_size=3)),
            "mode": draw(st.sampled_from(("train", "eval"))),
            "nested": draw(st.booleans()), "frozen": draw(st.booleans()),
            "stale": draw(st.booleans())}


def _build_classifier(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch
    from torch import nn

    width, dtype = 4, torch.float64 if spec["bits"] == 64 else torch.float32
    with seeded(seed):
        body: list[Any] = [nn.Linear(spec["F"], width)]
        for kind in spec["parts"]:
            if kind in ("bn", "frozen_bn"):
                bn = nn.BatchNorm1d(width)
                bn.running_mean.normal_()
                bn.running_var.uniform_(0.5, 2.0)
                body.append(bn)
            elif kind in ("dropout", "eval_dropout"):
                body.append(nn.Dropout(0.5))
            elif kind == "block":
                body.append(nn.Sequential(nn.Linear(width, width), nn.Tanh()))
            else:
                body.append(nn.ReLU() if kind == "relu" else nn.Tanh())
        head = nn.Linear(width, spec["C"])
        model = nn.Sequential(nn.Sequential(*body), head) if spec["nested"] \
            else nn.Sequential(*body, head)
        model.to(device=device, dtype=dtype).train(spec["mode"] == "train")
        for kind, module in zip(spec["parts"], body[1:], strict=True):
            if kind in ("frozen_bn", "eval_dropout"):
                module.eval()
        if spec["frozen"]:
            body[0].weight.requires_grad_(False)
        if spec["stale"]:                   # an earlier step's gradients, still in .grad
            for p in model.parameters():
                if p.requires_grad:
                    p.grad = torch.randn_like(p)
    return model


def _describe_classifier(spec: dict[str, Any]) -> str:
    words = [f"a float{spec['bits']} classifier in {spec['mode']} mode",
             "with " + (", ".join(spec["parts"]) if spec["parts"] else "no layer")
             + " between its Linear layers"]
    if spec["nested"]:
        words.append("its body nested in a block")
    if spec["frozen"]:
        words.append("its first weight frozen (requires_grad=False)")
    if spec["stale"]:
        words.append("gradients from an earlier step already in .grad")
    return ", ".join(words)


def _draw_inputs(draw: Any, sizes: dict[str, int]) -> tuple[int, int, int, str]:
    from hypothesis import strategies as st

    return (sizes["N"], sizes["F"], sizes["P"],
            draw(st.sampled_from(("contiguous", "transposed"))))


def _build_inputs(spec: tuple[int, int, int, str], seed: int, device: str) -> Any:
    import torch

    n, f, bits, layout = spec
    gen = torch.Generator().manual_seed(seed + 7)
    dtype = torch.float64 if bits == 64 else torch.float32
    if layout == "transposed":
        return torch.randn(f, n, generator=gen, dtype=dtype).T.to(device)
    return torch.randn(n, f, generator=gen, dtype=dtype).to(device)


def _describe_inputs(spec: tuple[int, int, int, str]) -> str:
    n, f, bits, layout = spec
    return f"x of shape ({n}, {f}), float{bits}, {layout}"


_INPUTS_TEXT = ("a float tensor of shape `(N, F)`, in the model's dtype (`float32` or `float64`), "
                "contiguous or not",
                "形状为 `(N, F)` 的浮点张量，dtype 与模型相同（`float32` 或 `float64`），"
                "连续或非连续")
_LABELS = Tensor("y", shapes=(("N",),), dtypes=("int64",), bound="C")

def _draw_any_classifier(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    return _draw_classifier(draw, sizes, stochastic=True)


def _draw_steady_classifier(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    return _draw_classifier(draw, sizes, stochastic=False)


_MODEL_WORDS = (
    "an `nn.Sequential` classifier from `F` features (1, 2 or 3) to `C` classes (1, 2, 3 or 5), "
    "`float32` or `float64`, in train or in eval mode: Linear layers with, between them, ReLU, "
    "Tanh, nested blocks and {bn}; the body possibly nested in a block, possibly a frozen weight "
    "(`requires_grad=False`) and gradients of an earlier step already in `.grad`",
    "一个 `nn.Sequential` 分类器，输入 `F` 个特征（1、2 或 3），输出 `C` 个类别（1、2、3 或 5），"
    "dtype 为 `float32` 或 `float64`，处于训练或评估模式：若干 Linear 层，其间可能有 ReLU、Tanh、"
    "嵌套的块和{bn_zh}；主体可能嵌套在一个块中，可能有一个冻结的权重（`requires_grad=False`），"
    "`.grad` 中可能已有之前某一步留下的梯度")


def _model_text(bn: str, bn_zh: str) -> tuple[str, str]:
    return _MODEL_WORDS[0].format(bn=bn), _MODEL_WORDS[1].format(bn_zh=bn_zh)


EVALUATE = Declaration(
    "ex1_evaluate", "evaluate", "1. train() and eval(): what the mode switches",
    result="value", args=(Drawn("model", _draw_any_classifier, _build_classifier,
                _model_text("BatchNorm1d and Dropout layers that follow the model's mode or "
                            "that the caller froze in eval mode inside a training model",
                            "跟随模型模式的 BatchNorm1d 和 Dropout 层，或调用方在训练模式的模型"
                            "中单独冻结为评估模式的这类层"),
                describe=_describe_classifier),
          Drawn("x", _draw_inputs, _build_inputs, _INPUTS_TEXT, describe=_describe_inputs),
          _LABELS,
          Int("batch_size", 1, "N+2", text=("an integer from 1 to `N + 2`",
                                            "从 1 到 `N + 2` 的整数"))),
    sizes=_BATCH_SIZES, contexts=("plain", "no_grad"), allow_global=("torch_rng",), ulps=10,
    max_examples=100, budget_s=2.5,
    notes=(("the two floats compared with the reference within a relative 1e-5 (float32 sums "
            "in any order)",
            "两个浮点数与参考答案的相对误差在 1e-5 以内（float32 的求和顺序不限）"),
           ("drawing from torch's random generator (a `DataLoader` draws its base seed) is "
            "allowed", "允许从 torch 的随机数生成器中取数（`DataLoader` 会取一个基础种子）")))


_STEADY_TEXT = _model_text("BatchNorm1d and Dropout layers the caller froze in eval mode (no layer "
                           "whose output depends on the batch or on random numbers)",
                           "调用方冻结为评估模式的 BatchNorm1d 和 Dropout 层（没有输出依赖于批量"
                           "或随机数的层）")

ACCUMULATE_GRADIENTS = Declaration(
    "ex3_accumulate_gradients", "accumulate_gradients", "4. Gradient accumulation: the arithmetic",
    args=(Drawn("model", _draw_steady_classifier, _build_classifier, _STEADY_TEXT,
                describe=_describe_classifier),
          Drawn("x", _draw_inputs, _build_inputs, _INPUTS_TEXT, describe=_describe_inputs),
          _LABELS,
          Int("micro_batch_size", 1, "N+2", text=("an integer from 1 to `N + 2` (`N` is `B`)",
                                                  "从 1 到 `N + 2` 的整数（`N` 即 `B`）"))),
    sizes=_BATCH_SIZES, mutates=("model",), allow_new_grads=True, allow_global=("torch_rng",),
    ulps=10, max_examples=25, budget_s=2.0, saved_peak=True,
    notes=(("the model's `.grad` after the call compared with the reference's within 10 times "
            "the dtype's tolerance (sums in any order); a frozen parameter holds no `.grad` "
            "before the call and none after",
            "调用之后模型的 `.grad` 与参考答案比较，容差为该 dtype 容差的 10 倍（求和顺序不限）；"
            "冻结的参数在调用前没有 `.grad`，调用后也没有"),
           ("drawing from torch's random generator (a `DataLoader` draws its base seed) is "
            "allowed", "允许从 torch 的随机数生成器中取数（`DataLoader` 会取一个基础种子）")))


# ---------------------------------------------------------------- 05a: train_step_two_losses

_TWO_LOSS_SIZES = {**_BATCH_SIZES, "R": (1, 2)}
_OPTIMIZERS = ("sgd", "sgd_momentum", "adam")


def _draw_parts(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"F": sizes["F"], "C": sizes["C"], "R": sizes["R"], "bits": sizes["P"],
            "shared": draw(st.sampled_from(("linear", "block", "frozen_bn", "eval_dropout"))),
            "mode": draw(st.sampled_from(("train", "eval"))),
            "optimizer": draw(st.sampled_from(_OPTIMIZERS)),
            "frozen": draw(st.booleans()), "stale": draw(st.booleans()),
            "stepped": draw(st.booleans())}


def _build_parts(spec: dict[str, Any], seed: int, device: str) -> tuple[Any, ...]:
    import torch
    from torch import nn

    width, dtype = 4, torch.float64 if spec["bits"] == 64 else torch.float32
    with seeded(seed):
        first = nn.Linear(spec["F"], width)
        layers = [first]
        if spec["shared"] == "block":
            layers.append(nn.Sequential(nn.Tanh(), nn.Linear(width, width)))
        elif spec["shared"] == "frozen_bn":
            layers.append(nn.BatchNorm1d(width))
            layers[-1].running_mean.normal_()
        elif spec["shared"] == "eval_dropout":
            layers.append(nn.Dropout(0.5))
        shared = layers[0] if len(layers) == 1 else nn.Sequential(*layers)
        head_a, head_b = nn.Linear(width, spec["C"]), nn.Linear(width, spec["R"])
        parts = [m.to(device=device, dtype=dtype).train(spec["mode"] == "train")
                 for m in (shared, head_a, head_b)]
        for layer in layers[1:]:
            if spec["shared"] in ("frozen_bn", "eval_dropout"):
                layer.eval()
        if spec["frozen"]:
            first.weight.requires_grad_(False)
        params = [p for m in parts for p in m.parameters()]
        optimizer = {"sgd": lambda: torch.optim.SGD(params, lr=0.1),
                     "sgd_momentum": lambda: torch.optim.SGD(params, lr=0.1, momentum=0.9),
                     "adam": lambda: torch.optim.Adam(params, lr=0.01, eps=1e-3)}[
                         spec["optimizer"]]()
        trained = [p for p in params if p.requires_grad]
        if spec["stepped"]:                 # an optimizer that has already taken a step
            for p in trained:
                p.grad = torch.randn_like(p)
            optimizer.step()
            for p in trained:
                p.grad = None
        if spec["stale"]:                   # an earlier step's gradients, still in .grad
            for p in trained:
                p.grad = torch.randn_like(p)
    return (*parts, optimizer)


def _describe_parts(spec: dict[str, Any]) -> str:
    words = [f"float{spec['bits']} parts in {spec['mode']} mode, shared = {spec['shared']}, "
             f"{spec['optimizer']} optimizer"]
    if spec["stepped"]:
        words.append("that has already taken a step")
    if spec["frozen"]:
        words.append("a frozen weight in shared")
    if spec["stale"]:
        words.append("gradients from an earlier step already in .grad")
    return ", ".join(words)


def _draw_targets(draw: Any, sizes: dict[str, int]) -> tuple[int, int, int, str, int]:
    from hypothesis import strategies as st

    # ordinary targets, or large ones: a gradient of norm far above 1 (a clip would show)
    return (sizes["N"], sizes["R"], sizes["P"], "contiguous", draw(st.sampled_from((1, 100))))


def _build_targets(spec: tuple[int, int, int, str, int], seed: int, device: str) -> Any:
    return _build_inputs(spec[:4], seed + 1, device) * spec[4]


TRAIN_STEP_TWO_LOSSES = Declaration(
    "ex2_train_step_two_losses", "train_step_two_losses",
    "3. Several losses: when to clear the gradients",
    signatures=("train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg)",),
    heads={"parts": ("`shared`, `head_a`, `head_b` and `optimizer` (the tests build them together)",
                     "`shared`、`head_a`、`head_b` 和 `optimizer`（由测试一起构建）")},
    args=(Drawn("parts", _draw_parts, _build_parts,
                ("`shared` a "
                 "`Linear(F, 4)` alone or followed by a nested block, a BatchNorm1d or a Dropout "
                 "(either one frozen by the caller in eval mode, so running `shared` twice "
                 "changes nothing); `head_a` a `Linear(4, C)`, `head_b` a "
                 "`Linear(4, R)`; all three `float32` or `float64`, in train or in eval mode, "
                 "possibly a frozen weight (`requires_grad=False`, never holding a `.grad`) and "
                 "gradients of an earlier step already in `.grad`; `optimizer` an SGD, an SGD with "
                 "momentum or an Adam over all their parameters, possibly after an earlier step",
                 "`shared` 是单独的 "
                 "`Linear(F, 4)`，或其后接一个嵌套的块，或接 "
                 "BatchNorm1d 或 Dropout（两者都被调用方冻结为评估模式，"
                 "所以把 `shared` 运行两次什么也不会改变）；"
                 "`head_a` 是 `Linear(4, C)`，"
                 "`head_b` 是 `Linear(4, R)`；三者的 dtype 都是 `float32` 或 `float64`，"
                 "处于训练或评估模式，可能有一个冻结的权重"
                 "（`requires_grad=False`，从不持有 `.grad`），`.grad` 中可能已有之前某一步留下的"
                 "梯度；`optimizer` 是覆盖它们全部参数的 SGD、带动量的 SGD 或 Adam，"
                 "可能已经走过一步"),
                describe=_describe_parts),
          Drawn("x", _draw_inputs, _build_inputs, _INPUTS_TEXT, describe=_describe_inputs),
          Tensor("y_class", shapes=(("N",),), dtypes=("int64",), bound="C"),
          Drawn("y_reg", _draw_targets, _build_targets,
                ("a tensor of shape `(N, R)` in the parts' dtype, of ordinary values or of "
                 "large ones (around 100: a gradient far larger than 1)",
                 "形状为 `(N, R)` 的张量，dtype 与各部分相同，数值普通，或者很大（约为 100："
                 "梯度远大于 1）"),
                describe=lambda s: f"y_reg of shape ({s[0]}, {s[1]})"
                + (f", values around {s[4]}" if s[4] != 1 else ""))),
    sizes=_TWO_LOSS_SIZES, mutates=("parts",), allow_new_grads=True, ulps=10,
    max_examples=35, budget_s=2.5,
    call=("lambda parts, x, y_class, y_reg: "
          "train_step_two_losses(*parts, x, y_class, y_reg)"),
    notes=(("`F` ∈ {1, 2, 3}, `C` ∈ {1, 2, 3, 5}, `R` ∈ {1, 2}; after the call the parameters, "
            "their `.grad` and the optimizer's state compared with the reference's within 10 "
            "times the dtype's tolerance",
            "`F` ∈ {1, 2, 3}，`C` ∈ {1, 2, 3, 5}，`R` ∈ {1, 2}；调用之后，参数、它们的 `.grad` "
            "以及优化器的状态与参考答案比较，容差为该 dtype 容差的 10 倍"),
           ("after the call each trained parameter's `.grad` holds this step's gradient, as "
            "`backward()` left it (not cleared again after `step()`)",
            "调用之后，每个参与训练的参数的 `.grad` 保存本步的梯度，即 `backward()` 留下的值"
            "（`step()` 之后不要再清空）")))


# ---------------------------------------------------------------- 05b: warmup_linear_decay

# warmup_steps is the size "W", total_steps is W plus a decay of "D" steps (D >= 1, so
# 0 <= warmup_steps < total_steps always), and step is drawn around the corners of the schedule.
_SCHEDULE_SIZES = {"W": (10, 0, 1, 2, 3, 4, 7, 1000, 10**6),
                   "D": (90, 1, 2, 3, 5, 8, 1000, 10**7)}


def _draw_total(draw: Any, sizes: dict[str, int]) -> int:
    return sizes["W"] + sizes["D"]


def _draw_step(draw: Any, sizes: dict[str, int]) -> int:
    from hypothesis import strategies as st

    w, total = sizes["W"], sizes["W"] + sizes["D"]
    corners = sorted({s for s in (0, 1, w - 1, w, w + 1, (w + total) // 2, total - 1, total,
                                  total + 1, 2 * total, 10 * total) if s >= 0})
    return draw(st.one_of(st.sampled_from(corners), st.integers(0, total + 3)))


def _as_is(spec: Any, seed: int, device: str) -> Any:
    return spec


WARMUP_LINEAR_DECAY = Declaration(
    "ex4_warmup_linear_decay", "warmup_linear_decay", "6. Learning-rate schedules",
    args=(Drawn("step", _draw_step, _as_is,
                ("an integer from 0 to `10 * total_steps`: during warmup, at `warmup_steps`, "
                 "during the decay, at `total_steps - 1`, at `total_steps` and past it",
                 "从 0 到 `10 * total_steps` 的整数：预热期间、恰好等于 `warmup_steps`、衰减期间、"
                 "`total_steps - 1`、恰好等于 `total_steps` 以及更往后"),
                describe=lambda s: f"step={s}", holds_tensors=False),
          Int("warmup_steps", symbol="W",
              text=("0 (no warmup), 1, 2, 3, 4, 7, 10, 1000 or `10**6`",
                    "0（不预热）、1、2、3、4、7、10、1000 或 `10**6`")),
          Drawn("total_steps", _draw_total, _as_is,
                ("`warmup_steps` plus a decay of 1, 2, 3, 5, 8, 90, 1000 or `10**7` steps (a "
                 "decay of a single step included)",
                 "`warmup_steps` 加上 1、2、3、5、8、90、1000 或 `10**7` 步的衰减"
                 "（包括只有一步的衰减）"),
                describe=lambda t: f"total_steps={t}", holds_tensors=False)),
    sizes=_SCHEDULE_SIZES, max_examples=300, budget_s=3.0, any_number=True,
    notes=(("the result a Python `float` or `int`, compared with the reference within a "
            "relative 1e-6",
            "结果是 Python 的 `float` 或 `int`，与参考答案的相对误差在 1e-6 以内"),))


# ---------------------------------------------------------------- 05b: reproducible_loader

def _draw_dataset(draw: Any, sizes: dict[str, int]) -> tuple[int, int]:
    from hypothesis import strategies as st

    return sizes["N"], draw(st.sampled_from((1, 2)))


def _build_dataset(spec: tuple[int, int], seed: int, device: str) -> Any:
    import torch
    from torch.utils.data import TensorDataset

    n, tensors = spec
    gen = torch.Generator().manual_seed(seed)
    extra = [torch.randn(n, 2, generator=gen)] if tensors == 2 else []
    return TensorDataset(torch.arange(n), *extra)


REPRODUCIBLE_LOADER = Declaration(
    "ex5_reproducible_loader", "reproducible_loader", "8. Random seeds and determinism",
    signatures=("reproducible_loader(dataset, batch_size, seed)",),
    args=(Drawn("dataset", _draw_dataset, _build_dataset,
                ("a `TensorDataset` of `N` examples (one tensor, or two)",
                 "由 `N` 个样本组成的 `TensorDataset`（一个或两个张量）"),
                describe=lambda s: f"a TensorDataset of {s[0]} examples ({s[1]} tensor(s))"),
          Int("batch_size", 1, "N+2", text=("an integer from 1 to `N + 2`",
                                            "从 1 到 `N + 2` 的整数")),
          Int("seed", 0, 2**31, text=("an integer from 0 to `2**31`", "从 0 到 `2**31` 的整数"))),
    sizes={"N": (3, 1, 2, 5, 10, 17, 64)}, max_examples=100, budget_s=2.5,
    call="lambda dataset, batch_size, seed: _epochs_of(reproducible_loader, dataset, "
         "batch_size, seed)",
    notes=(("`N` ∈ {1, 2, 3, 5, 10, 17, 64}; the tests make three loaders (`seed`, `seed` again "
            "and `seed + 1`), use the global generator in between, and compare two epochs of "
            "each: the batch sizes, every example once per epoch, the same epochs for the same "
            "seed, and (from 10 examples on) a new order each epoch and another order for "
            "another seed; any such order is right, it need not be `shuffle=True`'s",
            "`N` ∈ {1, 2, 3, 5, 10, 17, 64}；测试会创建三个加载器（`seed`、再一次 `seed`、"
            "`seed + 1`），其间使用全局随机数生成器，并比较每个加载器的两个轮次："
            "批量大小、每轮每个样本恰好一次、相同种子得到相同的轮次，以及（10 个样本起）"
            "每轮新的顺序、不同种子不同的顺序；满足这些的任何顺序都正确，"
            "不必与 `shuffle=True` 的顺序相同"),))


DECLARED = (EVALUATE, TRAIN_STEP_TWO_LOSSES, ACCUMULATE_GRADIENTS, WARMUP_LINEAR_DECAY,
            REPRODUCIBLE_LOADER)
