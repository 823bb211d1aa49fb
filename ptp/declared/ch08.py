"""Chapter 08 (performance): the declared contracts of its exercises (``ptp.domains``). Inputs
and rules only, never an answer: each reference lives in its exercise's hidden tests."""

from __future__ import annotations

import functools
import sys
import warnings
from collections.abc import Callable
from typing import Any

from ptp.domains import ACCELERATOR, Declaration, Drawn, Int, seeded

# ---------------------------------------------------------------- ex1_time_steps

class Device:
    """A simulated device for a timer to drive (times in milliseconds on a simulated clock):
    each call of ``step()`` is either host work (the CPU busy for its duration) or one kernel
    launched (the CPU pays ``0.02`` ms, the device runs it after what is queued); ``sync()``
    waits for the device; ``clock()`` reads the simulated time in seconds. ``duration(i)`` is
    the duration of the ``i``-th call: ``durations[i]`` (the last one repeating) times 1, 1.5
    or 2.25 in turn, so that no two calls in a row take the same time."""

    launch_ms = 0.02

    def __init__(self, durations: list[float], on_host: bool, has_sync: bool) -> None:
        self.durations, self.on_host, self.has_sync = durations, on_host, has_sync
        self.now = self.free_at = 0.0
        self.steps = 0

    def duration(self, i: int) -> float:
        return self.durations[min(i, len(self.durations) - 1)] * (1.0, 1.5, 2.25)[i % 3]

    def step(self) -> None:
        ms = self.duration(self.steps)
        self.steps += 1
        if self.on_host:
            self.now += ms
        else:
            start = max(self.now, self.free_at)
            self.free_at = start + ms
            self.now += self.launch_ms

    def sync(self) -> None:
        self.now = max(self.now, self.free_at)

    def clock(self) -> float:
        return self.now / 1000

    @property
    def synchronize(self) -> Any:
        """What the timer is given as ``sync``: ``sync``, or ``None`` for host work only."""
        return self.sync if self.has_sync else None

    def __repr__(self) -> str:
        return (f"<a simulated {'CPU' if self.on_host else 'device'}: steps of "
                f"{self.durations} ms{'' if self.has_sync else ', no sync'}>")


def _draw_device(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    on_host = draw(st.booleans())
    return {"on_host": on_host, "sync": True if not on_host else draw(st.booleans()),
            "durations": draw(st.lists(st.sampled_from((5.0, 100.0, 2.0, 0.5, 7.25, 33.0)),
                                       min_size=1, max_size=6))}


def _describe_device(spec: dict[str, Any]) -> str:
    return (f"{'host work' if spec['on_host'] else 'kernels launched on a device'} with calls of "
            f"{spec['durations']} ms (the last repeating) times 1, 1.5, 2.25 in turn"
            + ("" if spec["sync"] else ", sync=None"))


def _draw_warmup(draw: Any, sizes: dict[str, int]) -> Any:
    from hypothesis import strategies as st

    return draw(st.sampled_from(("default", 0, 1, 2, 3)))


def _steps_observed(args: dict[str, Any], result: Any) -> Any:
    return {"calls of step()": args["device"].steps}


TIME_STEPS = Declaration(
    "ex1_time_steps", "time_steps", "1. Timing that tells the truth",
    signatures=("time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter)",),
    heads={"device": ("a simulated device (the tests build `step`, `sync` and `clock` from it)",
                      "一个模拟设备（测试由它构建 `step`、`sync` 和 `clock`）")},
    args=(Drawn("device", _draw_device,
                lambda spec, seed, device: Device(list(spec["durations"]), spec["on_host"],
                                                  spec["sync"]),
                ("its calls of "
                 "`step()` take unequal times (0.5 to 250 ms each, no two calls in a row alike, "
                 "the first ones often slower), either host work (then `sync` may be `None`) "
                 "or kernels queued on the device (then `sync` is given); `clock` is its "
                 "simulated clock",
                 "每次调用 `step()` 的耗时"
                 "各不相同（每次 0.5 到 250 毫秒，相邻两次从不相同，往往前几次更慢），"
                 "要么是主机上的工作（此时 "
                 "`sync` 可能为 `None`），要么是排入设备队列的核函数（此时会给出 `sync`）；`clock` "
                 "是它的模拟时钟"),
                describe=_describe_device, holds_tensors=False),
          Int("n_steps", 1, 6),
          Drawn("warmup", _draw_warmup, lambda value, seed, device: value,
                ("left out (its default, 1), or 0, 1, 2 or 3", "不传（用默认值 1），或 0、1、2、3"),
                describe=lambda v: "warmup left out" if v == "default" else f"warmup={v}",
                holds_tensors=False)),
    observe=_steps_observed, max_examples=80, budget_s=3.0, contexts=("plain", "gc_off"),
    call=("lambda device, n_steps, warmup: time_steps(device.step, n_steps, "
          "**({} if warmup == 'default' else {'warmup': warmup}), sync=device.synchronize, "
          "clock=device.clock)"),
    notes=(("the result compared with the simulated seconds per timed call (`n_steps` is at "
            "least 1)", "结果与每次计时调用的模拟秒数比较（`n_steps` 至少为 1）"),))


# ---------------------------------------------------------------- ex3_slowest_op

_WORK = ("mm", "mm other shape", "adds", "sleepy region", "outer region", "sums",
         "sleepy wrapper")


def _draw_profile(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"work": draw(st.lists(st.sampled_from(_WORK), min_size=1, max_size=4)),
            "shapes": draw(st.booleans())}


@functools.cache
def _profile(work: tuple[str, ...], shapes: bool, seed: int) -> Any:
    """A finished profile of ``work``, recorded once for each ``(work, shapes, seed)``: the
    reference and the learner's function read the same one (its times are real, so a second
    recording would differ)."""
    import time

    import torch
    from torch.profiler import ProfilerActivity, profile, record_function

    gen = torch.Generator().manual_seed(seed)
    a, b = torch.randn(160, 160, generator=gen), torch.randn(90, 200, generator=gen)
    with profile(activities=[ProfilerActivity.CPU], record_shapes=shapes) as prof:
        for item in work:
            if item == "mm":
                a @ a
            elif item == "mm other shape":
                for _ in range(3):
                    b @ b.T
            elif item == "adds":
                for _ in range(20):
                    a + 1
            elif item == "sums":
                for _ in range(10):
                    b.sum()
            elif item == "sleepy region":
                with record_function("sleepy"):
                    time.sleep(0.004)
            elif item == "sleepy wrapper":
                # its own sleep is the longest self time, while the regions and the product it
                # wraps make its total more than twice that self time
                with record_function("wrapper"):
                    time.sleep(0.006)
                    for inner in ("inner a", "inner b", "inner c"):
                        with record_function(inner):
                            time.sleep(0.003)
                    a @ a
            else:
                with record_function("outer"):
                    for _ in range(4):
                        a @ a
    return prof


def _describe_profile(spec: dict[str, Any]) -> str:
    return (f"a profile of {' -> '.join(spec['work'])}"
            + (" recorded with input shapes" if spec["shapes"] else ""))


SLOWEST_OP = Declaration(
    "ex3_slowest_op", "slowest_op", "4. Reading torch.profiler",
    args=(Drawn("prof", _draw_profile,
                lambda spec, seed, device: _profile(tuple(spec["work"]), spec["shapes"], seed),
                ("a finished `torch.profiler.profile` of CPU work: matrix products (one "
                 "operator with several input shapes), repeated small additions and sums, a "
                 "`record_function` region that sleeps, a region wrapping products, a region "
                 "that sleeps and wraps other regions and a product; possibly recorded with "
                 "`record_shapes=True`",
                 "一个已结束的 `torch.profiler.profile`，记录的是 CPU 上的工作：矩阵乘法（同一个"
                 "算子用于几种输入形状）、反复执行的小加法和求和、一个在其中 sleep 的 "
                 "`record_function` 区域、一个包住矩阵乘法的区域、一个自身 sleep 并包住其他区域和"
                 "一次矩阵乘法的区域；可能用 `record_shapes=True` 录制"),
                describe=_describe_profile, holds_tensors=False),),
    max_examples=80, budget_s=4.0,
    notes=(("the result: a tuple `(key, milliseconds)`, the milliseconds a `float` equal to "
            "the entry's self CPU time divided by 1000 (rounding of the division aside)",
            "结果：元组 `(key, 毫秒数)`，毫秒数为 `float`，等于该条目的自身 CPU 时间除以 1000"
            "（除法的舍入误差除外）"),))


# ---------------------------------------------------------------- ex4_train_epoch

def _draw_setup(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"mode": draw(st.sampled_from(("eval", "train", "mixed"))),
            "optimizer": draw(st.sampled_from(("SGD", "SGD with momentum", "Adam"))),
            "frozen": draw(st.booleans()), "stale_grads": draw(st.booleans()),
            "dtype": f"float{sizes['B']}"}


@functools.cache
def _setup_class() -> Any:
    import torch

    class Setup(torch.nn.Module):
        """A model and its optimizer (``optimizer``, a plain attribute), handed to
        ``train_epoch`` as two arguments."""

        def forward(self, x: Any) -> Any:
            return self.model(x)

    return Setup


def _build_setup(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch
    from torch import nn

    with seeded(seed):
        model = nn.Sequential(nn.Linear(4, 6), nn.ReLU(), nn.Dropout(0.3), nn.Linear(6, 3))
        model = model.to(getattr(torch, spec["dtype"])).to(device)
        if spec["frozen"]:
            model[0].bias.requires_grad_(False)
        if spec["stale_grads"]:
            for p in model.parameters():
                if p.requires_grad:
                    p.grad = torch.randn_like(p) * 10  # left by earlier code
    model.train(spec["mode"] != "eval")  # "mixed": training mode, its Dropout in eval mode
    if spec["mode"] == "mixed":
        model[2].eval()
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = (torch.optim.Adam(params, lr=0.05) if spec["optimizer"] == "Adam" else
                 torch.optim.SGD(params, lr=0.1,
                                 momentum=0.9 if "momentum" in spec["optimizer"] else 0.0))
    setup = _setup_class()()
    setup.model = model
    setup.optimizer = optimizer
    # the Dropout masks: the same global random state when the reference's epoch and the
    # learner's start (each builds its arguments just before its call)
    torch.manual_seed(seed)
    return setup


def _describe_setup(spec: dict[str, Any]) -> str:
    return (f"a {spec['dtype']} model with Dropout arriving in {spec['mode']} mode, "
            f"{spec['optimizer']}" + (", a frozen bias" if spec["frozen"] else "")
            + (", gradients left by earlier code" if spec["stale_grads"] else ""))


def _draw_batches(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"sizes": draw(st.lists(st.sampled_from((5, 1, 2, 3)), min_size=1, max_size=4)),
            "dtype": f"float{sizes['B']}"}


def _build_batches(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    gen = torch.Generator().manual_seed(seed + 3)
    return [(torch.randn(n, 4, generator=gen, dtype=torch.float64)
             .to(getattr(torch, spec["dtype"])).to(device),
             torch.randint(0, 3, (n,), generator=gen).to(device)) for n in spec["sizes"]]


def _epoch_observed(args: dict[str, Any], result: Any) -> Any:
    setup = args["setup"]
    return {"the optimizer's state": setup.optimizer.state_dict(),
            "the mode of each module": [m.training for m in setup.model.modules()]}


TRAIN_EPOCH = Declaration(
    "ex4_train_epoch", "train_epoch", "5. Host-device synchronisation points",
    signatures=("train_epoch(model, optimizer, batches)",),
    heads={"setup": ("`model` and `optimizer` (the tests build them together)",
                     "`model` 和 `optimizer`（由测试一起构建）")},
    args=(Drawn("setup", _draw_setup, _build_setup,
                ("`Linear`, `ReLU`, `Dropout`, `Linear` of the batches' "
                 "dtype (`float32` or `float64`), arriving in eval mode, training mode, or "
                 "training mode with its Dropout in eval mode, possibly with a frozen bias and "
                 "with gradients left by earlier code (on the trainable parameters: a frozen bias "
                 "never holds a `.grad`); `SGD` (with or without momentum) or "
                 "`Adam` over its trainable parameters",
                 "由 `Linear`、`ReLU`、`Dropout`、`Linear` 组成、"
                 "dtype 与批量相同（`float32` 或 `float64`）的模型，到来时处于评估模式、训练"
                 "模式，或训练模式但其 Dropout 处于评估模式；可能有被冻结的偏置，可能带着之前的"
                 "代码留下的梯度（只在可训练参数上：被冻结的偏置从不持有 `.grad`）；"
                 "优化器为针对其可训练参数的 `SGD`（带或不带动量）或 `Adam`"),
                describe=_describe_setup),
          Drawn("batches", _draw_batches, _build_batches,
                ("a list of 1 to 4 `(x, y)` pairs, `x` of shape `(n, 4)`, `y` `int64` labels "
                 "from 0 to 2, `n` ∈ {1, 2, 3, 5} (sizes may differ from batch to batch)",
                 "由 1 到 4 个 `(x, y)` 对组成的列表，`x` 形状为 `(n, 4)`，`y` 为 0 到 2 的 "
                 "`int64` 标签，`n` ∈ {1, 2, 3, 5}（各批大小可以不同）"),
                describe=lambda s: f"batches of sizes {s['sizes']} ({s['dtype']})")),
    sizes={"B": (32, 64)}, mutates=("setup",), observe=_epoch_observed, ulps=10,
    allow_new_grads=True, allow_mode_change=True, allow_global=("torch_rng",), budget_s=3.0,
    devices=("cpu", ACCELERATOR), no_host_reads=True, result="value",   # a Python float
    float64_values=True,
    call="lambda setup, batches: train_epoch(setup.model, setup.optimizer, batches)",
    notes=(("on every device, no value read back to Python before the last `optimizer.step()` "
            "(the visible tests check it); the model's Dropout draws from the global generator, "
            "so its masks are the reference's when the calls happen in the same order",
            "在任何设备上，最后一次 `optimizer.step()` 之前都不读回任何值（可见测试会检查）；"
            "模型的 Dropout 从全局随机数生成器抽取，调用顺序相同时，掩码与参考答案的相同"),))


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
                 "与 `x` 同 dtype、输入为 `(N, C, H, W)` 批量的模型：1 到 4 层，取自 `Conv2d`"
                 "（有或没有偏置）、`ConvTranspose2d`、自带 4 维权重的自定义层、`BatchNorm2d`"
                 "（评估模式）、`ReLU`、`Tanh`，以及一个模式与模型相反的嵌套 `Sequential` 块；"
                 "可能带 `Flatten` 加 `Linear` 的输出头（2 维权重），或一个未使用的 `Conv1d` "
                 "子模块（3 维权重）；模型处于训练或评估模式，可能有被冻结的参数"),
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
    after_call=("after the call, the caller's `model` holds the values it held (converted in "
                "place or left as it was, as you choose); the other inputs come back unchanged "
                "and global state as found",
                "调用之后，调用方的 `model` 数值不变（原地转换还是保持原样，由你决定）；"
                "其余输入在调用后保持不变，全局状态也保持调用前的样子"),
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

# ---------------------------------------------------------------- ex6_compile_or_eager

def _scaled_tanh(x: Any) -> Any:
    """tanh(x) * 3 + 1: compiles into one graph."""
    import torch

    return torch.tanh(x) * 3 + 1


def _branch_on_sum(x: Any) -> Any:
    """Branches on a value: a graph break (no single graph: fails under ``fullgraph=True``)."""
    if x.sum() > 0:
        return x * 2
    return x - 1


def _mix(x: Any, y: Any) -> Any:
    """Two arguments."""
    return x.sin() + x * y


_COMPILED_FNS = ("tanh", "branch", "mix", "linear", "block")
_BACKENDS = ("eager", "inline", "fails", "fails_when_run", "doubles", "last_bit")


def _draw_compiled_fn(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"kind": _COMPILED_FNS[sizes["F"]], "dtype": f"float{sizes['B']}",
            "mode": draw(st.sampled_from(("train", "eval")))}


def _build_compiled_fn(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch
    from torch import nn

    kind = spec["kind"]
    if kind in ("tanh", "branch", "mix"):
        return {"tanh": _scaled_tanh, "branch": _branch_on_sum, "mix": _mix}[kind]
    with seeded(seed):
        if kind == "linear":
            model = nn.Linear(4, 3)
        else:  # a BatchNorm1d in eval mode inside: its statistics do not move
            model = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4), nn.Tanh(), nn.Linear(4, 2))
            model[1].running_mean.uniform_(-0.5, 0.5)
    model.train(spec["mode"] == "train")
    if kind == "block":
        model[1].eval()
    return model.to(getattr(torch, spec["dtype"])).to(device)


def _describe_compiled_fn(spec: dict[str, Any]) -> str:
    return {"tanh": "fn(x) = tanh(x) * 3 + 1",
            "branch": "fn(x) that branches on x.sum() > 0 (a graph break)",
            "mix": "fn(x, y) = sin(x) + x * y",
            "linear": f"a {spec['dtype']} nn.Linear(4, 3) in {spec['mode']} mode",
            "block": f"a {spec['dtype']} Sequential(Linear, BatchNorm1d in eval mode, Tanh, "
                     f"Linear) in {spec['mode']} mode"}[spec["kind"]]


def _draw_example_args(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"count": 2 if _COMPILED_FNS[sizes["F"]] == "mix" else 1,
            "shape": (sizes["N"], 4), "dtype": f"float{sizes['B']}",
            "requires_grad": draw(st.booleans())}


def _build_example_args(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    gen = torch.Generator().manual_seed(seed + 3)
    out = []
    for _ in range(spec["count"]):
        x = torch.randn(spec["shape"], generator=gen, dtype=torch.float64)
        x = x.to(getattr(torch, spec["dtype"])).to(device)
        out.append(x.requires_grad_(True) if spec["requires_grad"] else x)
    return tuple(out)


class _Records:
    """A logging handler's records, kept while a call runs (torch's own loggers aside)."""

    def __init__(self) -> None:
        import logging

        kept: list[Any] = []

        class Handler(logging.Handler):
            def emit(self, record: Any) -> None:
                if not record.name.startswith("torch"):
                    kept.append(record)

        self.kept, self.handler = kept, Handler()


class CompileSettings(dict):
    """The keyword arguments ``compile_or_eager`` passes on to ``torch.compile`` (``backend``,
    ``fullgraph``), and ``outcome``: what its caller can observe of one call."""

    def outcome(self, fn: Any, example_args: Any, run: Callable[[], Any]) -> Any:
        """Run ``run()`` (one call of ``compile_or_eager(fn, example_args, **self)``) on fresh
        compilation caches, its printed output, warnings and log records captured; then what
        the caller observes: the flag, whether the callable is ``fn`` itself, its results on
        other inputs of the same shape (and, for a module, after its weights changed), whether
        ``fn`` was compiled in place, the grad mode, whether a fallback was reported."""
        import logging

        import torch

        from ptp.checks import _filter_added, quiet

        torch._dynamo.reset()
        records = _Records()
        root = logging.getLogger()
        root.addHandler(records.handler)
        try:
            with quiet(stdout=True) as said:
                # quiet() puts the filters back on exit: a filter the call leaves (to show
                # every fallback's warning, or to hide them) is looked for inside it
                filters, modules = list(warnings.filters), set(sys.modules)
                result = run()
                filter_left = _filter_added(filters, modules)
        finally:
            root.removeHandler(records.handler)
        grad_after = torch.is_grad_enabled()
        if not (isinstance(result, tuple) and len(result) == 2):
            return result
        returned, compiled = result
        reported = bool(said.stdout.strip() or said.stderr.strip() or said.warnings)
        # each report (what was printed, what went to stderr, each warning's message) in a line:
        # a failed compilation's message runs over many lines (the backend's error, then hints)
        reports = [said.stdout, said.stderr,
                   *(str(getattr(w, "message", w)) for w in said.warnings)]
        one_line = all(len(text.strip().splitlines()) <= 1 for text in reports)
        return {
            "the flag returned": compiled,
            "grad mode after the call": grad_after,
            "whether a warnings filter was added and left for the rest of the session":
                filter_left,
            "whether fn is compiled in place": isinstance(fn, torch.nn.Module)
            and getattr(fn, "_compiled_call_impl", None) is not None,
            "whether the callable returned is fn itself": returned is fn,
            "whether a fallback was printed or warned (a log record is not)":
                reported if compiled is False else None,
            "whether each report of a fallback is one line":
                one_line if compiled is False else None,
            "the returned callable's results on other inputs": _probe(returned, fn, example_args),
        }


def _probe(returned: Any, fn: Any, example_args: Any) -> Any:
    """``returned`` called on other inputs of the example's shapes and dtypes; for a module, once
    more after its weights changed (then put back exactly); an error, by its type."""
    import torch

    from ptp.checks import quiet

    gen = torch.Generator().manual_seed(7)
    probe = tuple(torch.randn(a.shape, generator=gen, dtype=torch.float64).to(a.dtype)
                  for a in example_args)
    try:
        with quiet(stdout=True):
            outs = [returned(*probe)]
            if isinstance(fn, torch.nn.Module):
                saved = [p.detach().clone() for p in fn.parameters()]
                with torch.no_grad():
                    for p in fn.parameters():
                        p.add_(0.5)
                try:
                    outs.append(returned(*probe))
                finally:
                    with torch.no_grad():
                        for p, s in zip(fn.parameters(), saved, strict=True):
                            p.copy_(s)
    except Exception as err:
        return f"raises {type(err).__name__}"
    return outs


def _backend_fails(graph_module: Any, example_inputs: Any) -> Any:
    raise RuntimeError("no compiler here")


def _backend_fails_when_run(graph_module: Any, example_inputs: Any) -> Any:
    def run(*args: Any) -> Any:
        raise AssertionError  # a bare assert: an error with no message

    return run


def _backend_inline(graph_module: Any, example_inputs: Any) -> Any:
    return graph_module.forward


def _backend_doubles(graph_module: Any, example_inputs: Any) -> Any:
    def run(*args: Any) -> Any:
        return [out * 2 for out in graph_module(*args)]

    return run


def _backend_last_bit(graph_module: Any, example_inputs: Any) -> Any:
    import torch

    def run(*args: Any) -> Any:  # one step off in the last bit, as a fused kernel may round
        return [torch.nextafter(out, out + 1) for out in graph_module(*args)]

    return run


def _draw_compile_kwargs(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"backend": draw(st.sampled_from(_BACKENDS)), "fullgraph": draw(st.booleans())}


def _build_compile_kwargs(spec: dict[str, Any], seed: int, device: str) -> Any:
    backend = spec["backend"]
    return CompileSettings(
        backend=backend if backend == "eager" else {
            "inline": _backend_inline, "fails": _backend_fails,
            "fails_when_run": _backend_fails_when_run, "doubles": _backend_doubles,
            "last_bit": _backend_last_bit}[backend],
        fullgraph=spec["fullgraph"])


_BACKEND_WORDS = {
    "eager": 'backend="eager"', "inline": "a backend that runs the graph as traced",
    "fails": "a backend that raises RuntimeError while compiling",
    "fails_when_run": "a backend whose compiled code raises a bare AssertionError when it runs",
    "doubles": "a backend whose compiled code returns doubled results",
    "last_bit": "a backend whose results are one float step off in the last bit"}

COMPILE_OR_EAGER = Declaration(
    "ex6_compile_or_eager", "compile_or_eager", "8. torch.compile",
    args=(Drawn("fn", _draw_compiled_fn, _build_compiled_fn,
                ("`tanh(x) * 3 + 1`, a function that branches on `x.sum() > 0` (a graph break), "
                 "a function of `(x, y)`, an `nn.Linear(4, 3)` or a "
                 "`Sequential(Linear, BatchNorm1d in eval mode, Tanh, Linear)`, a module in "
                 "train or eval mode, of dtype `float32` or `float64`",
                 "`tanh(x) * 3 + 1`、按 `x.sum() > 0` 分支的函数（图中断）、接收 `(x, y)` "
                 "的函数、`nn.Linear(4, 3)`，或 `Sequential(Linear, 处于评估模式的 "
                 "BatchNorm1d, Tanh, Linear)`；模块处于训练或评估模式，dtype 为 `float32` "
                 "或 `float64`"),
                describe=_describe_compiled_fn),
          Drawn("example_args", _draw_example_args, _build_example_args,
                ("a tuple of one tensor (two for the function of `(x, y)`) of shape `(N, 4)`, "
                 "`N` ∈ {1, 2, 3}, of `fn`'s dtype, possibly leaves that require grad",
                 "由一个张量组成的元组（接收 `(x, y)` 的函数则为两个），形状 `(N, 4)`，"
                 "`N` ∈ {1, 2, 3}，dtype 与 `fn` 相同，可能是需要梯度的叶子张量"),
                describe=lambda s: f"example_args: {s['count']} tensor(s) of shape {s['shape']} "
                f"({s['dtype']}" + (", requiring grad)" if s["requires_grad"] else ")")),
          Drawn("compile_kwargs", _draw_compile_kwargs, _build_compile_kwargs,
                ('`backend=` `"eager"`, a backend that runs the traced graph, one that raises '
                 "while compiling, one whose compiled code raises a bare `AssertionError`, one "
                 "whose results are doubled, or one whose results are one float step off in the "
                 "last bit; `fullgraph=` `False` or `True`",
                 '`backend=` 为 `"eager"`、直接运行所追踪计算图的后端、编译时抛出异常的后端、'
                 "编译出的代码抛出无消息 `AssertionError` 的后端、结果被加倍的后端，或结果在最后"
                 "一位上差一个浮点步长的后端；`fullgraph=` 为 `False` 或 `True`"),
                describe=lambda s: f"{_BACKEND_WORDS[s['backend']]}, fullgraph={s['fullgraph']}")),
    sizes={"F": (0, 1, 2, 3, 4), "N": (3, 1, 2), "B": (32, 64)},
    contexts=("plain", "no_grad"), max_examples=20, budget_s=3.0, shrink=False,
    call="lambda fn, example_args, compile_kwargs: compile_kwargs.outcome(fn, example_args, "
         "lambda: compile_or_eager(fn, example_args, **compile_kwargs))",
    notes=(("what is compared: the flag, whether the callable returned is `fn` itself, its "
            "results on other inputs of the same shapes (for a module, also after its weights "
            "changed), the grad mode after the call (a caller under `torch.no_grad()` "
            "included), and on a fallback whether a reason naming the error's type was printed "
            "or warned, on one line (a failed compilation's message runs over several lines: if "
            "you add the message, add only its first line)",
            "比较的内容：返回的标志、返回的可调用对象是否就是 `fn` 本身、它在同形状的其他输入上的"
            "结果（对模块还包括其权重改变之后的结果）、调用之后的梯度模式（包括调用方处于 "
            "`torch.no_grad()` 之下的情况），以及回退时是否打印或警告了点明错误类型的原因、"
            "原因是否只占一行（编译失败的消息有好几行：如果附上消息，只取它的第一行）"),
           ("the reason goes through `print` or `warnings.warn`; a `logging` record alone does "
            "not count (its handler may write where nobody looks)",
            "原因通过 `print` 或 `warnings.warn` 给出；只写一条 `logging` 记录不算数"
            "（它的 handler 可能写到没人看的地方）"),
           ("the caller's module is not compiled in place (`nn.Module.compile` would change it "
            "for every later caller): on a fallback it runs as before",
            "调用方的模块不会被原地编译（`nn.Module.compile` 会让之后的每个调用方都受影响）："
            "回退时它照旧运行")))

DECLARED = (TIME_STEPS, SLOWEST_OP, TRAIN_EPOCH, TO_CHANNELS_LAST, COMPILE_OR_EAGER)
