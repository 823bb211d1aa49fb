"""Chapter 07 (debugging): the declared contracts of its exercises (``ptp.domains``). Inputs
and rules only, never an answer: each reference lives in its exercise's hidden tests."""

from __future__ import annotations

from typing import Any

from ptp.domains import Declaration, Drawn, seeded

# ---------------------------------------------------------------- ex4_clip_by_global_norm

_CLIP_SHAPES = ((3,), (2, 3), (), (0,), (1,), (5, 1), (2, 0, 3))
_CLIP_GRADS = ("random", "none", "zeros", "exact")
_CLIP_SCALES = {"float32": (1.0, 1e-3, 1e3, 1e-6), "float64": (1.0, 1e-3, 1e3, 1e-6),
                "float16": (1.0,)}


def _draw_clip_parameters(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    dtype = draw(st.sampled_from(("float32", "float64", "float16") if sizes["E"] == 0
                                 else ("float32", "float64")))
    params = draw(st.lists(st.tuples(st.sampled_from(_CLIP_SHAPES), st.sampled_from(_CLIP_GRADS)),
                           max_size=5))
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
            """The norm returned, compared at the gradients' precision whatever its floating
            dtype (float32 when there is no gradient)."""
            if isinstance(result, torch.Tensor) and result.dtype.is_floating_point:
                grads = [p.grad for p in self.parameters() if p.grad is not None]
                return result.to(grads[0].dtype if grads else torch.float32)
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
    holder.how = spec["walk"]
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
    return draw(st.sampled_from((1.0, exact, 0.0, 0.5, exact * (1 + 2 ** -20), exact / 2,
                                 10.0, 1e-4, 1e4, float("inf"))))


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
        ratio = torch.tensor(float(result) / total, dtype=torch.float64)
        dtypes = [b.dtype for b in holder.before if b is not None]
        factors.append(ratio.to(dtypes[0]) if dtypes else ratio)
    return factors


CLIP_BY_GLOBAL_NORM = Declaration(
    "ex4_clip_by_global_norm", "clip_by_global_norm", "7. Exploding gradients, and clipping",
    args=(Drawn("parameters", _draw_clip_parameters, _build_clip_parameters,
                ("a generator, list or tuple of 0 to 5 parameters of one dtype (`float32`, "
                 "`float64` or `float16`), of shapes `(3,)`, `(2, 3)`, `()`, `(0,)`, `(1,)`, "
                 "`(5, 1)` or `(2, 0, 3)`, each with a `.grad` (finite values of size about 1, "
                 "1e-3, 1e3 or 1e-6, or all zeros) or with `.grad` `None`",
                 "由 0 到 5 个同一 dtype（`float32`、`float64` 或 `float16`）的参数组成的生成器、"
                 "列表或元组，形状为 `(3,)`、`(2, 3)`、`()`、`(0,)`、`(1,)`、`(5, 1)` 或 "
                 "`(2, 0, 3)`；每个参数要么有 `.grad`（有限值，量级约为 1、1e-3、1e3 或 1e-6，"
                 "或全为零），要么 `.grad` 为 `None`"),
                describe=_describe_clip_parameters),
          Drawn("max_norm", _draw_max_norm, lambda value, seed, device: value,
                ("a number from 0 to `inf` (`float('inf')` included), possibly equal to the "
                 "total norm", "0 到 `inf` 之间的数（包括 `float('inf')`），可能恰好等于总范数"),
                describe=lambda value: f"max_norm={value!r}")),
    sizes={"E": (0, 20)}, contexts=("plain", "no_grad"), mutates=("parameters",),
    ulps=8, observe=_clip_observed,
    call="lambda parameters, max_norm: "
         "parameters.returned(clip_by_global_norm(parameters.walk(), max_norm))",
    notes=(("the returned norm: a 0-dimensional tensor of any floating dtype, compared with the "
            "reference at the gradients' precision (`torch.tensor(0.0)` when there is no "
            "gradient)",
            "返回的范数：任意浮点 dtype 的 0 维张量，按梯度的精度与参考答案比较"
            "（没有梯度时为 `torch.tensor(0.0)`）"),
           ("a total norm equal to `max_norm` does not exceed it: the gradients stay exactly "
            "as they were (where `clip_grad_norm_`, whose factor is capped at 1, would still "
            "scale tiny gradients by `max_norm / (total_norm + 1e-6)`)",
            "总范数等于 `max_norm` 时并未超过它：梯度保持原样，一点不变"
            "（而 `clip_grad_norm_` 的系数上限为 1，对极小的梯度仍会乘以 "
            "`max_norm / (total_norm + 1e-6)`）")))

DECLARED = (CLIP_BY_GLOBAL_NORM,)
