"""Input generators for telling equivalent mutants by behaviour (``benchmarks/mutation.py
--behaviour``): for an exercise listed here, each surviving mutant and the reference are run
on the same generated inputs, and a survivor that behaves exactly like the reference on all of
them (same result, same inputs after the call, same exception type) is reported as equivalent
by behaviour; one that differs is shown with the first input where it does: the input a new
test needs.

Each generator takes the notebook's namespace and a seed and returns ``(label, args, kwargs)``
triples; it makes fresh objects on every call (the reference and the mutant each get their
own). The inputs cover what the prompt allows, edge cases included (empty and one-element
batches, other ranks and dtypes, non-contiguous tensors, leaves that require grad, extreme
values), never what it rules out. Loaded in the kernel by file path; torch is imported there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Call = tuple[str, tuple, dict]


@dataclass(frozen=True)
class Inputs:
    function: str  # the name the solution cell defines
    make: Callable[[dict[str, Any], int], list[Call]]
    observe: Callable[[Any, tuple], Any] | None = None  # (result, args) -> what to compare


def _gen(seed: int):
    import torch

    return torch.Generator().manual_seed(seed)


# ------------------------------------------------------------------------- 01_tensors

def brighten_inputs(ns: dict[str, Any], seed: int) -> list[Call]:
    import torch

    g = _gen(seed)
    calls = []
    for shape in [(0,), (1,), (1, 4), (3, 5), (2, 6, 7)]:
        images = torch.randint(0, 256, shape, dtype=torch.uint8, generator=g)
        for amount in (-40000, -300, -256, -255, -1, 0, 1, 5, 255, 256, 300, 32767, 40000,
                       int(torch.randint(-260, 260, (), generator=g))):
            calls.append((f"uint8 {shape}, amount {amount}", (images.clone(), amount), {}))
    wide = torch.randint(0, 256, (4, 6), dtype=torch.uint8, generator=g).t()
    calls.append(("non-contiguous uint8 (6, 4), amount 40", (wide, 40), {}))
    return calls


def safe_mse_inputs(ns: dict[str, Any], seed: int) -> list[Call]:
    import torch

    g = _gen(seed)
    calls = []
    for n in (1, 2, 5):
        for dtype in (torch.float32, torch.float64):
            base_p = torch.randn(n, generator=g, dtype=dtype)
            base_y = torch.randn(n, generator=g, dtype=dtype)
            for ps in ((n,), (n, 1)):
                for ys in ((n,), (n, 1)):
                    pred = base_p.reshape(ps).clone().requires_grad_(seed % 2 == 0)
                    target = base_y.reshape(ys).clone().requires_grad_(seed % 3 == 1)
                    calls.append((f"{dtype} pred {ps}, target {ys}, requires_grad "
                                  f"{pred.requires_grad}/{target.requires_grad}",
                                  (pred, target), {}))
    for ps, ys in [((3, 2), (3,)), ((3,), (5, 1)), ((3, 2), (6,)), ((2, 3), (6, 1)),
                   ((3, 2), (3, 2)), ((3, 1, 1), (3,)), ((1, 3), (3,)), ((3,), (1, 3)),
                   ((), ()), ((4, 1), (3,))]:
        calls.append((f"pred {ps}, target {ys}",
                      (torch.randn(ps, generator=g), torch.randn(ys, generator=g)), {}))
    return calls


def _with_grads(result: Any, args: tuple) -> Any:
    """The result, and (when it requires grad) the gradient of a weighted sum of its elements
    with respect to each input leaf, else None."""
    import torch

    leaves = [a for a in args if isinstance(a, torch.Tensor) and a.requires_grad]
    if isinstance(result, torch.Tensor) and result.requires_grad and leaves:
        weights = torch.linspace(0.5, 1.5, result.numel(), dtype=result.dtype)
        grads = torch.autograd.grad((result.reshape(-1) * weights).sum(), leaves,
                                    allow_unused=True)
        return result, grads
    return result, None


def pairwise_inputs(ns: dict[str, Any], seed: int) -> list[Call]:
    import torch

    g = _gen(seed)
    calls = []
    for n, m, d in [(1, 1, 1), (2, 3, 2), (5, 5, 3), (4, 1, 4), (0, 3, 2), (3, 0, 2),
                    (1, 4, 7)]:
        for dtype in (torch.float32, torch.float64):
            x, y = torch.randn(n, d, generator=g, dtype=dtype), torch.randn(m, d, generator=g,
                                                                          dtype=dtype)
            calls.append((f"{dtype} ({n}, {d}) and ({m}, {d})", (x, y), {}))
    x = torch.randn(3, 6, generator=g).t()  # (6, 3), non-contiguous
    calls.append(("non-contiguous (6, 3) and (2, 3)", (x, torch.randn(2, 3, generator=g)), {}))
    leaf = torch.randn(3, 2, generator=g).requires_grad_()
    calls.append(("x (3, 2) a leaf that requires grad, y (4, 2)",
                  (leaf, torch.randn(4, 2, generator=g)), {}))
    big = torch.full((2, 2), 1e20)
    calls.append(("extreme values (1e20)", (big, -big), {}))
    return calls


def shares_memory_inputs(ns: dict[str, Any], seed: int) -> list[Call]:
    import numpy as np
    import torch

    g = _gen(seed)
    t = torch.randn(10, generator=g)
    m = torch.randn(3, 4, generator=g)
    arr = np.zeros(5, dtype=np.float32)
    pairs = {
        "t, t[3:]": lambda: (t, t[3:]), "t, t.clone()": lambda: (t, t.clone()),
        "t[3:], t": lambda: (t[3:], t), "m, m.t()": lambda: (m, m.t()),
        "m[:, 1], m.view(-1)[5:]": lambda: (m[:, 1], m.view(-1)[5:]),
        "m[1], m[2]": lambda: (m[1], m[2]), "m, m.t().reshape(-1)": lambda: (m, m.t().reshape(-1)),
        "m, m.to(float64)": lambda: (m, m.to(torch.float64)),
        "m, m.expand(2, 3, 4)": lambda: (m, m.expand(2, 3, 4)),
        "from_numpy twice": lambda: (torch.from_numpy(arr), torch.from_numpy(arr)[2:]),
        "from_numpy, torch.tensor": lambda: (torch.from_numpy(arr), torch.tensor(arr)),
        "t, t": lambda: (t, t), "two fresh tensors": lambda: (torch.ones(3), torch.ones(3)),
        "t, t.view(2, 5)[1]": lambda: (t, t.view(2, 5)[1]),
        "t, t.detach()": lambda: (t, t.detach()),
        "m, m.contiguous()": lambda: (m, m.contiguous()),
        "m.t(), m.t().contiguous()": lambda: (m.t(), m.t().contiguous()),
    }
    return [(label, make(), {}) for label, make in pairs.items()]


def hwc_inputs(ns: dict[str, Any], seed: int) -> list[Call]:
    import torch

    g = _gen(seed)
    calls = []
    for n, h, w, c in [(1, 1, 1, 1), (2, 2, 3, 3), (3, 4, 2, 1), (0, 2, 2, 3), (1, 5, 6, 4)]:
        x = torch.randn(n, h, w, c, generator=g)
        calls.append((f"({n}, {h}, {w}, {c})", (x,), {}))
        z = torch.randn(n, c, w, h, generator=g).permute(0, 3, 2, 1)
        calls.append((f"non-contiguous ({n}, {h}, {w}, {c})", (z,), {}))
    u = torch.randint(0, 256, (2, 3, 2, 3), dtype=torch.uint8, generator=g)
    calls.append(("uint8 (2, 3, 2, 3)", (u,), {}))
    leaf = torch.randn(2, 3, 2, 3, generator=g).requires_grad_()
    calls.append(("(2, 3, 2, 3) a leaf that requires grad", (leaf,), {}))
    return calls


# ------------------------------------------------------------------------- 05_training

def evaluate_inputs(ns: dict[str, Any], seed: int) -> list[Call]:
    import torch

    g = _gen(seed)
    calls = []
    for n, batch, mode in [(1, 256, "train"), (5, 2, "eval"), (37, 16, "train"),
                           (64, 64, "train"), (20, 1, "eval"), (33, 32, "frozen-bn")]:
        model = ns["make_classifier"](seed=seed + n)
        with torch.no_grad():  # statistics that are not the initial zeros and ones
            model[2].running_mean.normal_(generator=g)
            model[2].running_var.uniform_(0.5, 2.0, generator=g)
        model.train(mode != "eval")
        if mode == "frozen-bn":
            model[2].eval()
        x = torch.rand(n, 1, 28, 28, generator=g)
        y = torch.randint(0, 10, (n,), generator=g)
        calls.append((f"{n} examples, batch_size {batch}, model in {mode} mode",
                      (model, x, y), {"batch_size": batch}))
    return calls


def train_step_inputs(ns: dict[str, Any], seed: int) -> list[Call]:
    import torch
    from torch import nn

    g = _gen(seed)
    calls = []
    for n, opt, stale in [(16, "sgd", None), (1, "sgd", 1.0), (7, "adam", None),
                          (9, "momentum", -2.0)]:
        torch.manual_seed(seed + n)
        parts = (nn.Linear(4, 8), nn.Linear(8, 3), nn.Linear(8, 1))
        params = [p for m in parts for p in m.parameters()]
        for p in params:
            p.grad = None if stale is None else torch.full_like(p, stale)
        optimizer = (torch.optim.Adam(params, lr=0.01) if opt == "adam" else
                     torch.optim.SGD(params, lr=0.1, momentum=0.9 if opt == "momentum" else 0))
        x = torch.randn(n, 4, generator=g)
        yc, yr = torch.randint(0, 3, (n,), generator=g), torch.randn(n, 1, generator=g)
        calls.append((f"{n} examples, {opt}, stale .grad {stale}",
                      (*parts, optimizer, x, yc, yr), {}))
    return calls


def accumulate_inputs(ns: dict[str, Any], seed: int) -> list[Call]:
    import torch
    from torch import nn

    g = _gen(seed)
    calls = []
    for b, micro, stale in [(1, 16, None), (7, 3, 2.0), (12, 4, None), (40, 16, -1.0),
                            (5, 1, None), (9, 9, None)]:
        torch.manual_seed(seed + b)
        net = nn.Sequential(nn.Linear(6, 5), nn.Tanh(), nn.Linear(5, 3))
        for p in net.parameters():
            p.grad = None if stale is None else torch.full_like(p, stale)
        x, y = torch.randn(b, 6, generator=g), torch.randint(0, 3, (b,), generator=g)
        calls.append((f"B={b}, micro_batch_size={micro}, stale .grad {stale}",
                      (net, x, y, micro), {}))
    return calls


def warmup_inputs(ns: dict[str, Any], seed: int) -> list[Call]:
    import random

    rng = random.Random(seed)
    calls = []
    for warmup, total in [(0, 1), (0, 10), (1, 2), (4, 12), (10, 100),
                          (rng.randrange(0, 50), rng.randrange(50, 200))]:
        for step in sorted({0, 1, warmup - 1, warmup, warmup + 1, total - 1, total, total + 7,
                            rng.randrange(0, total + 10)}):
            if step >= 0:
                calls.append((f"step {step}, warmup_steps {warmup}, total_steps {total}",
                              (step, warmup, total), {}))
    return calls


def loader_inputs(ns: dict[str, Any], seed: int) -> list[Call]:
    import torch
    from torch.utils.data import TensorDataset

    return [(f"{n} examples, batch_size {b}, seed {s}",
             (TensorDataset(torch.arange(n)), b, s), {})
            for n, b, s in [(10, 3, seed), (1, 4, seed + 1), (64, 8, 7), (17, 17, seed + 2)]]


def _epochs(loader: Any, args: tuple) -> Any:
    """Three epochs of the loader, with global random draws in between."""
    import torch

    epochs = []
    for _ in range(3):
        epochs.append([b[0].tolist() for b in loader])
        torch.rand(3)
    return (type(loader).__name__, getattr(loader, "batch_size", None),
            getattr(loader, "drop_last", None), getattr(loader, "num_workers", None), epochs)


INPUTS: dict[str, Inputs] = {
    "ex1_brighten": Inputs("brighten", brighten_inputs),
    "ex2_safe_mse": Inputs("safe_mse", safe_mse_inputs, _with_grads),
    "ex3_pairwise_sq_dists": Inputs("pairwise_sq_dists", pairwise_inputs, _with_grads),
    "ex4_shares_memory": Inputs("shares_memory", shares_memory_inputs),
    "ex5_hwc_to_flat_chw": Inputs("hwc_to_flat_chw", hwc_inputs, _with_grads),
    "ex1_evaluate": Inputs("evaluate", evaluate_inputs),
    "ex2_train_step_two_losses": Inputs("train_step_two_losses", train_step_inputs),
    "ex3_accumulate_gradients": Inputs("accumulate_gradients", accumulate_inputs),
    "ex4_warmup_linear_decay": Inputs("warmup_linear_decay", warmup_inputs),
    "ex5_reproducible_loader": Inputs("reproducible_loader", loader_inputs, _epochs),
}
"""By solution id (the course's solution ids are unique across chapters)."""
