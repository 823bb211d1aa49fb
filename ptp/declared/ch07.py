"""Chapter 07 (debugging): the declared contracts of its exercises (``ptp.domains``). Inputs
and rules only, never an answer: each reference lives in its exercise's hidden tests."""

from __future__ import annotations

import functools
from typing import Any

from ptp.domains import ACCELERATOR, TOLERANCE, Choice, Declaration, Drawn, Int, seeded

# ---------------------------------------------------------------- ex4_clip_by_global_norm

_CLIP_SHAPES = ((3,), (2, 3), (), (0,), (1,), (5, 1), (2, 0, 3))
_CLIP_SHAPES_3 = ((3,), (2, 3), (5, 1))   # room for the gradient [1, -2, 2]
_CLIP_GRADS = ("random", "none", "zeros", "exact")
_CLIP_SCALES = {"float32": (1.0, 1e-3, 1e3, 1e-6), "float64": (1.0, 1e-3, 1e3, 1e-6),
                "float16": (1e3, 1.0)}  # squares of 1e3 overflow float16 (drawn first)


def _draw_clip_parameters(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    dtype = draw(st.sampled_from(("float32", "float64", "float16") if sizes["E"] == 0
                                 else ("float32", "float64")))
    if sizes["A"]:  # at the cap: one gradient of norm 3 * 2**-E, the others None or zeros
        params = draw(st.lists(st.tuples(st.sampled_from(_CLIP_SHAPES),
                                         st.sampled_from(("none", "zeros"))), max_size=4))
        params.insert(draw(st.integers(0, len(params))),
                      (draw(st.sampled_from(_CLIP_SHAPES_3)), "exact"))
    else:
        params = draw(st.lists(st.tuples(st.sampled_from(_CLIP_SHAPES),
                                         st.sampled_from(_CLIP_GRADS)), max_size=5))
    return {"dtype": dtype, "walk": draw(st.sampled_from(("generator", "list", "tuple"))),
            "params": params, "scale": draw(st.sampled_from(_CLIP_SCALES[dtype])),
            "exponent": sizes["E"]}


def _holder_class() -> Any:
    import torch

    class Parameters(torch.nn.Module):
        """What ``clip_by_global_norm`` is given, kept for the comparison: the parameters (in a
        module, so their gradients are compared afterwards), the gradients they had, and how
        they are handed over (``walk()``: a generator walked once, a list or a tuple)."""

        def walk(self) -> Any:
            params = list(self.parameters())
            return (p for p in params) if self.how == "generator" else \
                params if self.how == "list" else tuple(params)

        def returned(self, result: Any) -> Any:
            """The norm returned, compared at the gradients' precision or at its own floating
            dtype's, whichever is coarser (float32 when there is no gradient)."""
            if isinstance(result, torch.Tensor) and result.dtype.is_floating_point:
                grads = [p.grad for p in self.parameters() if p.grad is not None]
                return result.to(_coarser(grads[0].dtype if grads else torch.float32,
                                          result.dtype))
            return result

    return Parameters


def _build_clip_parameters(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    dtype = getattr(torch, spec["dtype"])
    gen = torch.Generator().manual_seed(seed)
    holder = _holder_class()()
    for i, (shape, grad) in enumerate(spec["params"]):
        p = torch.nn.Parameter(torch.randn(shape, generator=gen, dtype=torch.float64).to(dtype))
        if grad == "random":
            p.grad = (torch.randn(shape, generator=gen, dtype=torch.float64)
                      * spec["scale"]).to(dtype)
        elif grad == "zeros":
            p.grad = torch.zeros(shape, dtype=dtype)
        elif grad == "exact":  # norm 3 * 2**-E exactly, whatever its shape (3 or more values)
            g = torch.zeros(shape, dtype=torch.float64).reshape(-1)
            g[: 3] = torch.tensor([1.0, -2.0, 2.0])[: g.numel()] * 2.0 ** -spec["exponent"]
            p.grad = g.reshape(shape).to(dtype)
        holder.register_parameter(f"p{i}", p)
    holder.to(device)  # the gradients go with their parameters
    holder.how = spec["walk"]
    # a total norm every algorithm computes exactly (at most one gradient [1, -2, 2] x 2**-E)
    kinds = [grad for _, grad in spec["params"]]
    holder.exact = "random" not in kinds and kinds.count("exact") <= 1
    holder.before = [None if p.grad is None else p.grad.detach().clone()
                     for p in holder.parameters()]
    return holder


def _describe_clip_parameters(spec: dict[str, Any]) -> str:
    words = {"none": "no .grad", "zeros": "a zero gradient",
             "random": f"a random gradient of size about {spec['scale']:g}",
             "exact": f"the gradient [1, -2, 2] x 2**-{spec['exponent']} (zeros after)"}
    grads = ", ".join(f"{shape} with {words[g]}" for shape, g in spec["params"])
    return f"{spec['dtype']} parameters as a {spec['walk']} ({grads or 'none at all'})"


def _draw_max_norm(draw: Any, sizes: dict[str, int]) -> float:
    from hypothesis import strategies as st

    exact = 3.0 * 2.0 ** -sizes["E"]
    if sizes["A"]:  # the total norm itself, or a hair either side of it
        return draw(st.sampled_from((exact, exact * (1 + 2 ** -20), exact * (1 - 2 ** -20))))
    return draw(st.sampled_from((1.0, exact, 0.0, 0.5, exact * (1 + 2 ** -20), exact / 2,
                                 10.0, 1e-4, 1e4, float("inf"))))


def _coarser(first: Any, other: Any) -> Any:
    """The coarser of two floating dtypes (``first`` where they are as wide)."""
    return other if other.itemsize < first.itemsize else first


def _clip_observed(args: dict[str, Any], result: Any) -> Any:
    """What clipping did to each gradient, as a factor (after / before where it was not zero;
    gradients of about 1e-6 are compared by their factor, not only by their tiny values) and the
    returned norm as a factor of the norm the gradients had."""
    import torch

    holder = args["parameters"]
    factors = []
    for p, before in zip(holder.parameters(), holder.before, strict=True):
        if p.grad is None or before is None:
            factors.append(None)
            continue
        nonzero = before != 0
        factors.append(torch.where(nonzero, p.grad.double() / torch.where(nonzero, before, 1),
                                   torch.ones((), dtype=torch.float64)).to(p.grad.dtype))
    total = sum(float((b.double() ** 2).sum()) for b in holder.before if b is not None) ** 0.5
    if total > 0 and isinstance(result, torch.Tensor) and result.numel() == 1 \
            and result.dtype.is_floating_point:
        # at the coarser of the returned dtype and the gradients' (the prompt's note): a norm
        # returned in float32 for float64 gradients is compared at float32's precision, while
        # the gradients themselves (the factors above) are compared at their own
        dtypes = [b.dtype for b in holder.before if b is not None]
        coarse = str(_coarser(dtypes[0], result.dtype)).removeprefix("torch.")
        rtol, atol = TOLERANCE[coarse]
        factors.append({"the returned norm is the gradients' total norm, to the precision "
                        "of its dtype or theirs, whichever is coarser":
                        abs(float(result) / total - 1) <= (rtol + atol) * 8})
    if holder.exact and total <= args["max_norm"]:  # not above the cap: each gradient as it was
        return {"the factors": factors, "each gradient exactly as it was (not above the cap)": [
            p.grad is None or bool(torch.equal(p.grad, before))
            for p, before in zip(holder.parameters(), holder.before, strict=True)]}
    return factors


CLIP_BY_GLOBAL_NORM = Declaration(
    "ex4_clip_by_global_norm", "clip_by_global_norm", "7. Exploding gradients, and clipping",
    signatures=("clip_by_global_norm(parameters, max_norm)",),
    args=(Drawn("parameters", _draw_clip_parameters, _build_clip_parameters,
                ("a generator, list or tuple of 0 to 5 parameters of one dtype (`float32`, "
                 "`float64` or `float16`), of shapes `(3,)`, `(2, 3)`, `()`, `(0,)`, `(1,)`, "
                 "`(5, 1)` or `(2, 0, 3)`, each with a `.grad` (finite values of size about 1, "
                 "1e-3, 1e3 or 1e-6, `float16` ones of size about 1 or 1e3, the squares of those "
                 "of size 1e3 overflowing `float16`; or all zeros) or with `.grad` `None`",
                 "由 0 到 5 个同一 dtype（`float32`、`float64` 或 `float16`）的参数组成的生成器、"
                 "列表或元组，形状为 `(3,)`、`(2, 3)`、`()`、`(0,)`、`(1,)`、`(5, 1)` 或 "
                 "`(2, 0, 3)`；每个参数要么有 `.grad`（有限值，量级约为 1、1e-3、1e3 或 1e-6，"
                 "其中 `float16` 梯度的量级约为 1 或 1e3，量级为 1e3 的平方会超出 "
                 "`float16` 的范围；"
                 "或全为零），要么 `.grad` 为 `None`"),
                describe=_describe_clip_parameters),
          Drawn("max_norm", _draw_max_norm, lambda value, seed, device: value,
                ("a number from 0 to `inf` (`float('inf')` included), possibly equal to the "
                 "total norm (only where every order of summing gives that norm exactly: a "
                 "gradient such as `[1, -2, 2]` times a power of two)",
                 "0 到 `inf` 之间的数（包括 `float('inf')`），可能恰好等于总范数（仅当任何求和"
                 "顺序都能精确得到这个范数时：例如梯度为 `[1, -2, 2]` 乘以 2 的幂）"),
                describe=lambda value: f"max_norm={value!r}")),
    sizes={"E": (0, 20), "A": (0, 1)}, contexts=("plain", "no_grad"), mutates=("parameters",),
    ulps=8, observe=_clip_observed, any_float_dtype=True, devices=("cpu", ACCELERATOR),
    call="lambda parameters, max_norm: "
         "parameters.returned(clip_by_global_norm(parameters.walk(), max_norm))",
    notes=(("the returned norm: a 0-dimensional tensor of any floating dtype, compared with the "
            "reference at the precision of the dtype you return or of the gradients, whichever "
            "is coarser, on the gradients' device (`torch.tensor(0.0)`, on the CPU, when there "
            "is no gradient)",
            "返回的范数：任意浮点 dtype 的 0 维张量，按你返回的 dtype 与梯度 dtype 中较粗的那个精度"
            "与参考答案比较，位于梯度所在的设备上（没有梯度时为 `torch.tensor(0.0)`，在 CPU 上）"),
           ("the gradients after the call: compared with the reference at their own dtype's "
            "precision, float64 ones at float64's (a factor computed from a norm rounded to "
            "float32 on the way, for example through `torch.tensor(a_python_float)`, which makes "
            "a float32 tensor, is off by about 1e-7)",
            "调用后的梯度：按其自身 dtype 的精度与参考答案比较，float64 梯度按 float64 的精度"
            "（如果缩放系数来自中途被舍入到 float32 的范数，比如经过 `torch.tensor(某个 Python "
            "浮点数)`，它得到的是 float32 张量，误差约为 1e-7）"),
           ("a total norm equal to `max_norm` does not exceed it: the gradients stay exactly "
            "as they were (where `clip_grad_norm_`, whose factor is capped at 1, would still "
            "scale tiny gradients by `max_norm / (total_norm + 1e-6)`)",
            "总范数等于 `max_norm` 时并未超过它：梯度保持原样，一点不变"
            "（而 `clip_grad_norm_` 的系数上限为 1，对极小的梯度仍会乘以 "
            "`max_norm / (total_norm + 1e-6)`）")))



# ------------------------------------------------ ex2_layer_shapes, ex3_first_nonfinite_module

_LEAVES = ("linear", "widen", "relu", "tanh", "exp", "log", "pair", "list", "lstm", "bn", "act")
_NODES = (*_LEAVES, "twice", "own", "seq")


@functools.cache
def _model_classes() -> dict[str, Any]:
    import torch
    from torch import nn

    class Exp(nn.Module):
        """exp(30 h): overflows to inf for h above about 3 (float32) or 24 (float64)."""

        def forward(self, h: Any) -> Any:
            return (30 * h).exp()

    class Log(nn.Module):
        """log(h): NaN for negative h, -inf at 0."""

        def forward(self, h: Any) -> Any:
            return h.log()

    class Pair(nn.Module):
        """A tuple output: (h, log of h's first column), the second possibly not finite."""

        def forward(self, h: Any) -> Any:
            return h, h[:, :1].log()

    class Halves(nn.Module):
        """A list output: [2 h, log of h's first column], the second possibly not finite."""

        def forward(self, h: Any) -> Any:
            return [2 * h, h[:, :1].log()]

    class Recurrent(nn.Module):
        """A leaf that returns as an LSTM does, a nested tuple ``(output, (h, c))``: ``output``
        is tanh(h W), ``h`` and ``c`` its last row (an ``nn.LSTM`` costs 70 ms a call here)."""

        def __init__(self, width: int) -> None:
            super().__init__()
            self.weight = nn.Parameter(torch.randn(width, width) / width ** 0.5)

        def forward(self, h: Any) -> Any:
            out = torch.tanh(h @ self.weight)
            return out, (out[-1:], 2 * out[-1:])

    class Twice(nn.Module):
        """One Linear called twice."""

        def __init__(self, width: int) -> None:
            super().__init__()
            self.lin = nn.Linear(width, width)

        def forward(self, h: Any) -> Any:
            return self.lin(torch.tanh(self.lin(h)))

    class Own(nn.Module):
        """A module whose own forward (not a submodule) may overflow: exp(30 lin(h))."""

        def __init__(self, width: int) -> None:
            super().__init__()
            self.lin = nn.Linear(width, width)

        def forward(self, h: Any) -> Any:
            return (30 * self.lin(h)).exp()

    class Steps(nn.Module):
        """Runs ``body`` in order; ``"act"`` steps call the model's one shared ``act`` (a ReLU
        registered on the model, after ``steps``: call order is not registration order)."""

        def __init__(self, layers: list[Any], plan: list[Any]) -> None:
            super().__init__()
            self.body = nn.ModuleList(layers)
            self.plan = plan

        def forward(self, h: Any) -> Any:
            for step in self.plan:
                h = self.shared_act[0](h) if step == "act" else self.body[step](h)
                if isinstance(h, (tuple, list)):
                    h = h[0]
            return h

    class Model(nn.Module):
        """The root: may start with a Linear of the wrong width (the forward pass raises),
        adds its inputs, runs its steps, and may end with its own exp(30 h) or log(h)."""

        def __init__(self, steps: Any, bad: bool, width: int, own: str,
                     alias: bool = False) -> None:
            super().__init__()
            self.own = own
            self.steps = steps
            self.act = nn.ReLU()
            if alias:  # the same ReLU under a second name: named_modules() yields it once
                self.act_again = self.act
            for m in steps.modules():
                if isinstance(m, Steps):
                    m.shared_act = [self.act]  # a list: not registered as its submodule
            if bad:
                self.head = nn.Linear(width + 1, 1)

        def forward(self, *xs: Any) -> Any:
            h = xs[0] if len(xs) == 1 else xs[0] + xs[1]
            h = self.steps(self.head(h) if hasattr(self, "head") else h)
            return (30 * h).exp() if self.own == "exp" else h.log() if self.own == "log" else h

    return {"exp": Exp, "log": Log, "pair": Pair, "list": Halves, "lstm": Recurrent,
            "twice": Twice, "own": Own, "Steps": Steps, "Model": Model}


def _draw_nodes(draw: Any, depth: int, bn_modes: tuple[str, ...]) -> list[Any]:
    from hypothesis import strategies as st

    kinds = _NODES if depth < 2 else _LEAVES
    nodes = []
    for kind in draw(st.lists(st.sampled_from(kinds), min_size=1, max_size=4 if depth else 5)):
        if kind == "seq":
            nodes.append(["seq", draw(st.sampled_from(("same", "other"))),
                          _draw_nodes(draw, depth + 1, bn_modes)])
        elif kind == "bn":
            nodes.append(["bn", draw(st.sampled_from(bn_modes))])
        else:
            nodes.append([kind])
    return nodes


def _draw_model(draw: Any, sizes: dict[str, int],
                bn_modes: tuple[str, ...] = ("eval", "train")) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"nodes": _draw_nodes(draw, 0, bn_modes),
            "mode": draw(st.sampled_from(("eval", "train"))),
            "bad": draw(st.sampled_from((False, False, False, True))),
            "own": draw(st.sampled_from(("none", "exp", "log"))),
            "hooks": draw(st.sampled_from((0, 2, 5))),
            "alias": draw(st.booleans()),
            "width": sizes["D"], "batch": sizes["N"], "dtype": f"float{sizes['B']}"}


def _build_steps(nodes: list[Any], width: int, batch: int, mode: str,
                 classes: dict) -> tuple[Any, int]:
    from torch import nn

    layers: list[Any] = []
    plan: list[Any] = []
    for node in nodes:
        kind = node[0]
        if kind == "act":
            plan.append("act")
            continue
        if kind == "seq":
            inner, width = _build_steps(node[2], width, batch,
                                 mode if node[1] == "same" else
                                 ("eval" if mode == "train" else "train"), classes)
            plan.append(len(layers))
            layers.append(inner)
            continue
        if kind == "linear":
            layer = nn.Linear(width, width)
        elif kind == "widen":
            layer = nn.Linear(width, width + 1)
            width += 1
        elif kind in ("relu", "tanh"):
            layer = nn.ReLU() if kind == "relu" else nn.Tanh()
        elif kind == "bn":
            layer = nn.BatchNorm1d(width)
            # statistics move in training mode only when the batch has more than one row
            layer.train(node[1] == "train" and batch > 1)
        elif kind in ("lstm", "twice", "own"):  # "lstm": the recurrent leaf
            layer = classes[kind](width)
        else:
            layer = classes[kind]()
        plan.append(len(layers))
        layers.append(layer)
    steps = classes["Steps"](layers, plan)
    training = mode == "train"
    steps.training = steps.body.training = training
    for layer in layers:
        if not isinstance(layer, classes["Steps"]):  # a nested block has set its own modes
            for m in layer.modules():
                if not isinstance(m, nn.BatchNorm1d):  # set above
                    m.training = training
    return steps, width


def _build_model(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch
    from torch import nn

    classes = _model_classes()
    with seeded(seed):
        steps, _ = _build_steps(spec["nodes"], spec["width"], spec["batch"], spec["mode"], classes)
        modes = {id(m): m.training for m in steps.modules()}  # chosen while building
        model = classes["Model"](steps, spec["bad"], spec["width"], spec["own"],
                                 spec.get("alias", False))
        for m in model.modules():
            m.training = modes.get(id(m), spec["mode"] == "train")
            if isinstance(m, nn.BatchNorm1d):
                m.running_mean.uniform_(-0.5, 0.5)
    _caller_hooks(model, spec.get("hooks", 0))
    return model.to(getattr(torch, spec["dtype"])).to(device)


def _caller_hooks(model: Any, count: int) -> None:
    """The caller's own hooks, already on ``count`` of the model's modules (spread over
    ``named_modules()``, forward hooks and pre-hooks in turn): observers that return ``None``
    and write the module's name into ``model.caller_seen`` each time they run."""
    seen: list[str] = []
    model.caller_seen = seen
    named = list(model.named_modules())
    for i, (name, module) in enumerate(named[:: max(1, len(named) // count)][:count]
                                       if count else []):
        if i % 2:
            module.register_forward_pre_hook(lambda m, args, name=name: seen.append(f"{name} pre"))
        else:
            module.register_forward_hook(lambda m, args, out, name=name: seen.append(name))


def _describe_nodes(nodes: list[Any]) -> str:
    words = []
    for node in nodes:
        if node[0] == "seq":
            words.append(f"[{_describe_nodes(node[2])}]" + (" (other mode)" if node[1] == "other"
                                                             else ""))
        elif node[0] == "bn":
            words.append(f"bn ({node[1]})")
        else:
            words.append(node[0])
    return " -> ".join(words)


def _describe_model(spec: dict[str, Any]) -> str:
    return (f"a {spec['dtype']} model in {spec['mode']} mode of width {spec['width']}: "
            + ("a Linear of the wrong width (the forward pass raises), then " if spec["bad"]
               else "") + _describe_nodes(spec["nodes"])
            + (f", then the model's own {spec['own']}" if spec["own"] != "none" else "")
            + (f"; the caller's own hooks on {spec['hooks']} of its modules"
               if spec.get("hooks") else "")
            + ("; its shared ReLU also registered under a second name" if spec.get("alias")
               else ""))


_INPUT_VALUES = ("normal", "huge", "nan", "inf", "zero")


def _draw_inputs(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"count": sizes["K"], "shape": (sizes["N"], sizes["D"]),
            "dtype": f"float{sizes['B']}",
            "values": draw(st.sampled_from(_INPUT_VALUES)),
            "requires_grad": draw(st.booleans())}


def _build_inputs(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    gen = torch.Generator().manual_seed(seed + 11)
    out = []
    for _ in range(spec["count"]):
        x = torch.randn(spec["shape"], generator=gen, dtype=torch.float64)
        if spec["values"] == "huge":
            x = x * 50
        elif spec["values"] != "normal":
            x[0, 0] = {"nan": float("nan"), "inf": float("inf"), "zero": 0.0}[spec["values"]]
        x = x.to(getattr(torch, spec["dtype"])).to(device)
        out.append(x.requires_grad_(True) if spec["requires_grad"] else x)
    return tuple(out)


def _describe_inputs(spec: dict[str, Any]) -> str:
    what = {"normal": "ordinary values", "huge": "values of size about 50",
            "nan": "a NaN", "inf": "an inf", "zero": "a zero"}[spec["values"]]
    return (f"{spec['count']} input{'s' if spec['count'] > 1 else ''} of shape {spec['shape']} "
            f"({spec['dtype']}, {what}" + (", requiring grad)" if spec["requires_grad"] else ")"))


def _hooks_left(args: dict[str, Any], result: Any) -> Any:
    """The forward hooks still attached after the call: on the model's modules and global."""
    import torch

    glob = torch.nn.modules.module
    return {"hooks left on the model's modules (the caller's own included)": sum(
                len(m._forward_hooks) + len(m._forward_pre_hooks)
                for m in args["model"].modules()),
            "global forward hooks left": len(glob._global_forward_hooks)
            + len(glob._global_forward_pre_hooks)}


def _hooks_left_and_seen(args: dict[str, Any], result: Any) -> Any:
    """``_hooks_left``, and the calls the caller's own hooks saw (the whole forward pass ran:
    ``first_nonfinite_module`` may stop it at the first non-finite output, ``layer_shapes``
    may not)."""
    return {**_hooks_left(args, result),
            "the calls the caller's own hooks saw": list(getattr(args["model"], "caller_seen", []))}


def _model_text(bn: str, bn_zh: str, may_stop: bool) -> tuple[str, str]:
    """The models the prompt allows; ``may_stop``: the function may end the forward pass early
    (``first_nonfinite_module``), or must let it run whole (``layer_shapes``)."""
    stop_en = ("where your hook stops the forward pass, those that would have run after it do "
               "not: that is fine" if may_stop else
               "the forward pass runs whole, so each of them sees every call it saw before")
    stop_zh = ("如果你的钩子提前停止了前向传播，本该在那之后运行的钩子就不会运行：这没有问题"
               if may_stop else "前向传播完整运行，所以它们看到的调用与原来一样")
    return (
        "a model taking `(N, D)` inputs, in train or eval mode, its layers nested up to two "
        "containers deep (some in the other mode):\n"
        "  - leaf layers: `Linear` (keeping the width or adding "
        f"one), `ReLU`, `Tanh`, `BatchNorm1d` ({bn}), a layer computing `exp(30 h)` (overflows "
        "to `inf`), one computing `log(h)` (NaN, `-inf`)\n"
        "  - tuple and list outputs: leaves returning a tuple "
        "`(h, log h[:, :1])` or a list `[2 h, log h[:, :1]]`, a recurrent layer returning, as an "
        "`LSTM` does, a nested tuple `(output, (h, c))` (its `h` and `c` the last row of "
        "`output`, finite when `output` is)\n"
        "  - reused modules: a container calling one `Linear` twice, and one `ReLU` shared by "
        "several steps (registered after the layers it runs between, sometimes under two names: "
        "`named_modules()` yields it once, by its first name)\n"
        "  - forwards of their own: a container whose own forward computes `exp(30 lin(h))`; "
        "the model's own forward may end with `exp(30 h)` or `log(h)`, or start with a `Linear` "
        "of the wrong width, so that the forward pass raises `RuntimeError` before any module "
        "finishes\n"
        "  - the caller's own hooks: the model may already carry the caller's forward hooks and "
        "forward pre-hooks (observers that return `None`), which stay attached and run as before "
        f"({stop_en})",
        "输入为 `(N, D)` 的模型，处于训练或评估模式，各层最多嵌套两层容器（有的处于相反"
        "模式）：\n"
        f"  - 叶子层：`Linear`（宽度不变或加一）、`ReLU`、`Tanh`、`BatchNorm1d`（{bn_zh}）、"
        "计算 `exp(30 h)` 的层（会溢出为 `inf`）、计算 `log(h)` 的层（产生 NaN、`-inf`）\n"
        "  - 元组和列表输出：返回元组 `(h, log h[:, :1])` 或列表 `[2 h, log h[:, :1]]` 的叶子模块、"
        "像 `LSTM` 那样返回嵌套元组 `(output, (h, c))` 的循环层（`h` 和 `c` 取自 `output` 的"
        "最后一行，`output` 有限时它们也有限）\n"
        "  - 重复使用的模块：把同一个 `Linear` 调用两次的容器，以及被多个步骤共用的同一个 "
        "`ReLU`（它在模型中注册得比前后穿插的那些层都晚，有时以两个名字注册："
        "`named_modules()` 只按第一个名字给出它一次）\n"
        "  - 自身的 forward：自身 forward 计算 `exp(30 lin(h))` 的容器；模型自身的 forward "
        "可能以 `exp(30 h)` 或 `log(h)` 结尾，也可能以宽度不对的 `Linear` 开头，使前向传播在"
        "任何模块完成之前就抛出 `RuntimeError`\n"
        "  - 调用方自己的钩子：模型上可能已经挂着调用方的前向钩子和前向预钩子（只做观察、"
        f"返回 `None`），它们保持挂载，照常运行（{stop_zh}）")


_INPUTS_TEXT = (
    "`K` tensors of shape `(N, D)` and the model's dtype (`float32` or `float64`): ordinary "
    "values, values of size about 50, or one NaN, `inf` or zero among them; possibly leaves "
    "that require grad; `K` ∈ {1, 2}, `N` ∈ {1, 2, 3}, `D` ∈ {1, 2, 3}",
    "`K` 个形状为 `(N, D)`、dtype 与模型相同（`float32` 或 `float64`）的张量：普通数值、"
    "量级约为 50 的数值，或其中有一个 NaN、`inf` 或零；可能是需要梯度的叶子张量；"
    "`K` ∈ {1, 2}，`N` ∈ {1, 2, 3}，`D` ∈ {1, 2, 3}")

_MODEL_SIZES = {"K": (1, 2), "N": (2, 1, 3), "D": (2, 1, 3), "B": (32, 64)}


def _model_args(bn_modes: tuple[str, ...], text: tuple[str, str]) -> tuple[Drawn, Drawn]:
    return (Drawn("model", functools.partial(_draw_model, bn_modes=bn_modes), _build_model,
                  text, describe=_describe_model),
            Drawn("inputs", _draw_inputs, _build_inputs, _INPUTS_TEXT,
                  describe=_describe_inputs))


_MODEL_NOTES = (
    ("a model whose forward pass raises: the same exception propagates, and none of your "
     "hooks is left", "前向传播抛出异常的模型：同一个异常照常抛出，且不留下你的任何钩子"),
    ("the model itself (not a copy) runs once; afterwards none of your hooks is left, on a "
     "module or global, and the caller's own hooks are still there",
     "模型本身（不是副本）只运行一次；之后不留下你的任何钩子，无论是模块上的还是全局的，"
     "而调用方自己的钩子仍然都在"))

LAYER_SHAPES = Declaration(
    "ex2_layer_shapes", "layer_shapes",
    "5. Forward hooks: look at every layer without editing the model",
    result="value",
    args=_model_args(("eval",), _model_text("in eval mode", "评估模式", may_stop=False)),
    sizes=_MODEL_SIZES, contexts=("plain", "no_grad"),
    raises=(RuntimeError,), observe=_hooks_left_and_seen,
    call="lambda model, inputs: layer_shapes(model, *inputs)", notes=_MODEL_NOTES, budget_s=4.0)

FIRST_NONFINITE_MODULE = Declaration(
    "ex3_first_nonfinite_module", "first_nonfinite_module", "6. Hooks that find the first NaN",
    result="value",
    args=_model_args(("eval",), _model_text("in eval mode", "评估模式", may_stop=True)),
    sizes=_MODEL_SIZES, contexts=("plain", "no_grad"),
    raises=(RuntimeError,), observe=_hooks_left,
    call="lambda model, inputs: first_nonfinite_module(model, *inputs)", notes=_MODEL_NOTES,
    budget_s=4.0)

# ---------------------------------------------------------------- ex5_sanity_checks

def _draw_checked_model(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"outputs": draw(st.sampled_from(("C", "C+1", "C-1", "(N, 1, C)"))) if sizes["C"] > 2
            else draw(st.sampled_from(("C", "C+1", "(N, 1, C)"))),
            "loud": draw(st.booleans()), "mode": draw(st.sampled_from(("eval", "train"))),
            "image": sizes["I"] == 1, "classes": sizes["C"], "dtype": f"float{sizes['B']}"}


def _build_checked_model(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch
    from torch import nn

    c = spec["classes"]
    out = {"C": c, "C+1": c + 1, "C-1": c - 1}.get(spec["outputs"], c)
    with seeded(seed):
        model = nn.Sequential(nn.Flatten(), nn.Linear(16, 8), nn.ReLU(), nn.Dropout(0.5),
                              nn.Linear(8, out))
        if spec["outputs"] == "(N, 1, C)":
            model.append(nn.Unflatten(1, (1, out)))
        with torch.no_grad():
            model[4].weight.mul_(30.0 if spec["loud"] else 0.3)
    model.train(spec["mode"] == "train")
    model[3].eval()  # a Dropout in eval mode: the forward pass is deterministic
    return model.to(getattr(torch, spec["dtype"])).to(device)


def _describe_checked_model(spec: dict[str, Any]) -> str:
    return (f"a {spec['dtype']} model in {spec['mode']} mode with "
            + ("outputs of shape (N, 1, C)" if spec["outputs"] == "(N, 1, C)"
               else f"{spec['outputs']} outputs")
            + (" and a 30 times too large output layer" if spec["loud"] else ""))


def _draw_checked_x(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"shape": (sizes["N"], 1, 4, 4) if sizes["I"] else (sizes["N"], 16),
            "dtype": f"float{sizes['B']}",
            "bad": draw(st.lists(st.sampled_from(("nan", "inf", "-inf", "nan row")),
                                 unique=True, max_size=2))}


def _build_checked_x(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    gen = torch.Generator().manual_seed(seed + 5)
    x = torch.randn(spec["shape"], generator=gen, dtype=torch.float64)
    rows = x.reshape(x.shape[0], -1)
    for i, kind in enumerate(spec["bad"]):
        row = (seed + i) % x.shape[0]
        if kind == "nan row":
            rows[row] = float("nan")
        else:
            rows[row, (seed + 3 * i) % rows.shape[1]] = float(kind)
    return x.to(getattr(torch, spec["dtype"])).to(device)


def _draw_checked_y(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"n": sizes["N"], "classes": sizes["C"],
            "bad": draw(st.lists(st.sampled_from(("C", "-1", "C+5")), unique=True,
                                 max_size=2))}


def _build_checked_y(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    gen = torch.Generator().manual_seed(seed + 9)
    y = torch.randint(0, spec["classes"], (spec["n"],), generator=gen)
    for i, kind in enumerate(spec["bad"]):
        y[(seed + 2 * i + 1) % spec["n"]] = {"C": spec["classes"], "-1": -1,
                                            "C+5": spec["classes"] + 5}[kind]
    return y.to(device)


SANITY_CHECKS = Declaration(
    "ex5_sanity_checks", "sanity_checks", "8. The not-converging checklist, as code",
    result="value", args=(Drawn("model", _draw_checked_model, _build_checked_model,
                ("`Flatten`, `Linear`, `ReLU`, `Dropout` (in eval mode), `Linear` of the dtype "
                 "of `x`, in train or eval mode, its last layer with `num_classes`, one more or "
                 "one fewer outputs (or its output reshaped to `(N, 1, num_classes)`), its "
                 "output layer possibly 30 times too large (its logits "
                 "finite wherever its inputs are)",
                 "由 `Flatten`、`Linear`、`ReLU`、`Dropout`（评估模式）、`Linear` 组成、dtype 与 "
                 "`x` 相同的模型，处于训练或评估模式；最后一层的输出数为 `num_classes`、多一个"
                 "或少一个（或者输出被变形为 `(N, 1, num_classes)`）；输出层可能大了 30 倍"
                 "（输入有限之处，logits 也有限）"),
                describe=_describe_checked_model),
          Drawn("x", _draw_checked_x, _build_checked_x,
                ("shape `(N, 16)` or `(N, 1, 4, 4)`, dtype `float32` or `float64`, ordinary "
                 "values, possibly a NaN, `inf` or `-inf` in some examples, or an example all "
                 "NaN; `N` ∈ {1, 2, 5}",
                 "形状 `(N, 16)` 或 `(N, 1, 4, 4)`，dtype 为 `float32` 或 `float64`，普通数值，"
                 "有些样本里可能有 NaN、`inf` 或 `-inf`，或者某个样本全是 NaN；`N` ∈ {1, 2, 5}"),
                describe=lambda s: f"x of shape {s['shape']} ({s['dtype']}"
                + (", with " + ", ".join(s["bad"]) if s["bad"] else "") + ")"),
          Drawn("y", _draw_checked_y, _build_checked_y,
                ("`N` `int64` labels from 0 to `num_classes - 1`, possibly some equal to "
                 "`num_classes`, to `num_classes + 5` or to -1",
                 "`N` 个 `int64` 标签，取值 0 到 `num_classes - 1`，其中可能有等于 "
                 "`num_classes`、`num_classes + 5` 或 -1 的"),
                describe=lambda s: "labels in range" + (
                    ", some equal to " + ", ".join(s["bad"]) if s["bad"] else "")),
          Int("num_classes", symbol="C", text=("2, 3 or 10", "2、3 或 10")),
          Choice("tol", (0.5, 0.1, 2.0, 5.0))),
    sizes={"N": (5, 1, 2), "C": (10, 2, 3), "I": (1, 0), "B": (32, 64)},
    contexts=("plain", "no_grad"), budget_s=2.0,
    notes=(("a result compared as a set: the problems' names, nothing else",
            "结果按集合比较：只含问题的名称，别无其他"),))

DECLARED = (LAYER_SHAPES, FIRST_NONFINITE_MODULE, CLIP_BY_GLOBAL_NORM, SANITY_CHECKS)
