"""Chapter 11's declared contracts (the capstone's training step): the models, optimizers, loss
functions, batches and gradient scalers the prompt allows, built fresh for every call. Inputs
only, never an answer: the reference lives in the hidden tests."""

from __future__ import annotations

from typing import Any

from ptp.domains import Declaration, Drawn, Float

# ---------------------------------------------------------------- 11a ex1: train_step

# shared by the Drawn arguments through the sizes: the architecture ("A") and whether this step's
# loss is infinite ("I": then the scaler is enabled, as the prompt's infinite step has one)
_MODELS = (
    "a Linear (5 -> 3), mean squared error",
    "two Linear heads of which the loss may use only the first (the other gets no gradient)",
    "a Sequential with BatchNorm (running statistics) and a Dropout the caller put in eval mode, "
    "cross-entropy",
    "a model whose first layer is frozen (requires_grad=False), mean squared error",
)
_OPTIMIZERS = ("SGD", "SGD with momentum and weight decay", "Adam", "AdamW")


def _build_model(arch: int) -> Any:
    from torch import nn

    if arch == 0:
        return nn.Linear(5, 3)
    if arch == 1:
        return nn.ModuleDict({"a": nn.Linear(5, 3), "b": nn.Linear(5, 3)})
    if arch == 2:
        model = nn.Sequential(nn.Linear(5, 8), nn.BatchNorm1d(8), nn.ReLU(), nn.Dropout(0.5),
                              nn.Linear(8, 3))
        model[3].eval()
        return model
    model = nn.Sequential(nn.Linear(5, 6), nn.Tanh(), nn.Linear(6, 3))
    model[0].requires_grad_(False)
    return model


def _draw_model(draw: Any, sizes: dict[str, int]) -> tuple[int, int]:
    from hypothesis import strategies as st

    return sizes["A"], draw(st.sampled_from((1, 0, 2, 3)))


def _build_model_and_optimizer(spec: tuple[int, int], seed: int, device: str) -> Any:
    import torch

    from ptp.domains import seeded

    arch, opt = spec
    with seeded(seed):
        model = _build_model(arch)
    params = list(model.parameters())
    optimizer = (torch.optim.SGD(params, lr=0.1) if opt == 0 else
                 torch.optim.SGD(params, lr=0.1, momentum=0.9, weight_decay=0.1) if opt == 1 else
                 torch.optim.Adam(params, lr=0.01) if opt == 2 else
                 torch.optim.AdamW(params, lr=0.01))
    return model, optimizer


def _describe_model(spec: tuple[int, int]) -> str:
    arch, opt = spec
    return f"model_and_optimizer: {_MODELS[arch]}; {_OPTIMIZERS[opt]}"


class _LossFn:
    """``loss_fn(model, batch)``, recording the dtype of the model's output at each call and
    whether autocast was on (what the caller observes of how it was called)."""

    def __init__(self, arch: int, kind: str) -> None:
        self.arch, self.kind, self.calls = arch, kind, []

    def __call__(self, model: Any, batch: Any) -> Any:
        import torch
        import torch.nn.functional as F

        x, y = batch
        if self.arch == 1:
            out = model["a"](x)
            loss = F.mse_loss(out, y)
            if self.kind == "all of it" or self.kind == "both heads, then the first only" \
                    and not self.calls:
                loss = loss + F.mse_loss(model["b"](x), y)
        elif self.arch == 2:
            out = model(x)
            loss = F.cross_entropy(out, y)
        else:
            out = model(x)
            loss = F.mse_loss(out, y)
        self.calls.append((str(out.dtype), torch.is_autocast_enabled("cpu")))
        return loss * float("inf") if self.kind == "infinite" else loss


def _draw_loss_fn(draw: Any, sizes: dict[str, int]) -> tuple[int, str]:
    from hypothesis import strategies as st

    if sizes["I"]:
        return sizes["A"], "infinite"
    kinds = ("both heads, then the first only", "all of it") if sizes["A"] == 1 else \
        ("all of it",)
    return sizes["A"], draw(st.sampled_from(kinds))


def _build_loss_fn(spec: tuple[int, str], seed: int, device: str) -> Any:
    return _LossFn(*spec)


def _describe_loss_fn(spec: tuple[int, str]) -> str:
    arch, kind = spec
    return {"all of it": "loss_fn: the loss of the whole output",
            "both heads, then the first only":
                "loss_fn: the loss of both heads at the first call, of the first head only after",
            "infinite": "loss_fn: a loss that is infinite"}[kind]


def _draw_batch(draw: Any, sizes: dict[str, int]) -> tuple[int, int]:
    from hypothesis import strategies as st

    return sizes["A"], draw(st.sampled_from((8, 2, 5) if sizes["A"] == 2 else (8, 1, 2, 5)))


def _build_batch(spec: tuple[int, int], seed: int, device: str) -> Any:
    import torch

    arch, n = spec
    gen = torch.Generator().manual_seed(seed + 1)
    x = torch.randn(n, 5, generator=gen)
    y = (torch.randint(0, 3, (n,), generator=gen) if arch == 2
         else 10 * torch.randn(n, 3, generator=gen))
    return x, y


def _describe_batch(spec: tuple[int, int]) -> str:
    return f"batch: (inputs, targets) of {spec[1]} examples"


def _draw_scaler(draw: Any, sizes: dict[str, int]) -> tuple[bool, float, int]:
    from hypothesis import strategies as st

    enabled = True if sizes["I"] else draw(st.booleans())
    return (enabled, draw(st.sampled_from((4096.0, 1.0, 65536.0))),
            draw(st.sampled_from((2000, 1))))


def _build_scaler(spec: tuple[bool, float, int], seed: int, device: str) -> Any:
    import torch

    enabled, scale, interval = spec
    return torch.amp.GradScaler("cpu", init_scale=scale, growth_interval=interval,
                                enabled=enabled)


def _describe_scaler(spec: tuple[bool, float, int]) -> str:
    enabled, scale, interval = spec
    return (f"scaler: GradScaler('cpu', init_scale={scale}, growth_interval={interval})"
            if enabled else "scaler: GradScaler('cpu', enabled=False)")


def _draw_amp_dtype(draw: Any, sizes: dict[str, int]) -> str | None:
    from hypothesis import strategies as st

    return draw(st.sampled_from((None, "bfloat16", "float16")))


def _build_amp_dtype(spec: str | None, seed: int, device: str) -> Any:
    import torch

    return None if spec is None else getattr(torch, spec)


def _draw_steps(draw: Any, sizes: dict[str, int]) -> int:
    from hypothesis import strategies as st

    return draw(st.sampled_from((2, 1, 3)))


def _build_steps(spec: int, seed: int, device: str) -> int:
    return spec


def _observe_train_step(args: dict[str, Any], result: Any) -> dict[str, Any]:
    return {"the scaler's state": args["scaler"].state_dict(),
            "each call of loss_fn (the model output's dtype, autocast on)": args["loss_fn"].calls}


TRAIN_STEP = Declaration(
    "ex1_train_step", "train_step", "4. The training step: autocast, scaler, clipping",
    heads={"model_and_optimizer": ("`model` and `optimizer` (the tests build them together)",
                                   "`model` 和 `optimizer`（由测试一起构建）"),
           "steps": ("how often the tests call it",
                     "测试调用的次数")},
    args=(Drawn("model_and_optimizer", _draw_model, _build_model_and_optimizer,
                ("`model` on the CPU and its `optimizer` (over all its parameters): "
                 + "; ".join(_MODELS) + "; with " + ", ".join(_OPTIMIZERS),
                 "CPU 上的 `model` 及其 `optimizer`（管理它的全部参数）：一个 Linear（5 -> 3），"
                 "均方误差；两个 Linear 输出头，损失可能只用第一个（另一个得不到梯度）；一个带 "
                 "BatchNorm（滑动统计量）和一个被调用方设为评估模式的 Dropout 的 Sequential，"
                 "交叉熵；一个第一层被冻结（requires_grad=False）的模型，均方误差；优化器为 "
                 "SGD、带动量和权重衰减的 SGD、Adam 或 AdamW"),
                _describe_model),
          Drawn("loss_fn", _draw_loss_fn, _build_loss_fn,
                ("the loss of the whole output, of the first head only from the second call on, "
                 "or an infinite one (then with an enabled scaler)",
                 "整个输出的损失、从第二次调用起只有第一个输出头的损失，"
                 "或者一个无穷大的损失（此时 scaler 是启用的）"),
                _describe_loss_fn),
          Drawn("batch", _draw_batch, _build_batch,
                ("`(inputs, targets)`, 1 to 8 examples (at least 2 with BatchNorm)",
                 "`(inputs, targets)`，1 到 8 个样本（有 BatchNorm 时至少 2 个）"),
                _describe_batch),
          Drawn("scaler", _draw_scaler, _build_scaler,
                ("`torch.amp.GradScaler(\"cpu\", ...)` with an initial scale of 1, 4096 or 65536 "
                 "and a `growth_interval` of 1 or 2000, or disabled (`enabled=False`)",
                 "`torch.amp.GradScaler(\"cpu\", ...)`，初始 scale 为 1、4096 或 65536，"
                 "`growth_interval` 为 1 或 2000；或者禁用的（`enabled=False`）"),
                _describe_scaler),
          Drawn("amp_dtype", _draw_amp_dtype, _build_amp_dtype,
                ("`None`, `torch.bfloat16` or `torch.float16`",
                 "`None`、`torch.bfloat16` 或 `torch.float16`"),
                lambda spec: f"amp_dtype={'None' if spec is None else 'torch.' + spec}"),
          Float("max_norm", 0.05, 5.0),
          Drawn("steps", _draw_steps, _build_steps,
                ("the tests call `train_step` 1 to 3 times in a row on the same objects and "
                 "batch",
                 "测试会在同一组对象和同一个批量上连续调用 `train_step` 1 到 3 次"),
                lambda spec: f"steps={spec}")),
    # the plainest case is already a rich one: two heads, SGD with momentum, two steps
    sizes={"A": (1, 2, 0, 3), "I": (0, 1)},
    mutates=("model_and_optimizer",), allow_new_grads=True,
    observe=_observe_train_step, ulps=10,
    notes=(("the result compared: the last call's loss, and `grad_norm` as a float (a tensor "
            "or a number, within float32 rounding; any non-finite value, `inf` or `nan`, for a "
            "step whose gradients are not finite); the model's `.grad` after the step is not "
            "compared; Dropout in training mode draws from the same random numbers as the "
            "reference's",
            "比较的结果：最后一次调用的损失，以及作为浮点数的 `grad_norm`（张量或数字都可以，"
            "允许 float32 的舍入误差；梯度不是有限值的那一步，任何非有限值，`inf` 或 `nan`，"
            "都可以）；不比较这一步之后模型的 `.grad`；训练模式下的 Dropout 使用与参考答案相同的"
            "随机数"),
           ("after the calls: the model's weights, buffers and modes and the optimizer's state "
            "as the reference leaves them, the scaler's state (scale, growth tracker) as well, "
            "`loss_fn` called once per step, under autocast in `amp_dtype` when one is given",
            "调用之后：模型的权重、缓冲区和模式，以及优化器的状态，都与参考答案调用之后一致，"
            "scaler 的状态（scale、增长计数）也一样；每一步只调用一次 `loss_fn`，给出 "
            "`amp_dtype` 时在该 dtype 的 autocast 之下调用")),
    call="lambda model_and_optimizer, loss_fn, batch, scaler, amp_dtype, max_norm, steps: "
         "_reference_train_step(model_and_optimizer, loss_fn, batch, scaler, amp_dtype, max_norm, "
         "steps, step=train_step)",
    max_examples=20, budget_s=4.0, no_warnings=True)


DECLARED = (TRAIN_STEP,)
