"""08b's host-reads control under a bursty load: two estimators of the epoch-time ratio.

    .venv/bin/python benchmarks/host_reads_estimators.py TRIALS   # beside bursty_hog.py processes

Old: the fastest of five interleaved epochs on each side, then their ratio. New (the notebook's
since 2026-12-07): nine rounds, each timing both epochs back to back, and the median of the nine
ratios. Prints each trial's two ratios and how many fell outside (0.5, 2), the bounds the
notebook asserts on a CPU. Written up in loaded_claims.md.
"""

import statistics
import sys
import time

import torch
import torch.nn.functional as F
from torch import nn

torch.set_num_threads(1)
torch.manual_seed(0)
x, y = torch.rand(2048, 1, 28, 28), torch.randint(0, 10, (2048,))
model = nn.Sequential(nn.Flatten(), nn.Linear(784, 256), nn.ReLU(), nn.Linear(256, 10))
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
batches = list(zip(x.split(128), y.split(128), strict=True))


def step(xb: torch.Tensor, yb: torch.Tensor) -> torch.Tensor:
    optimizer.zero_grad()
    loss = F.cross_entropy(model(xb), yb)
    loss.backward()
    optimizer.step()
    return loss


def every() -> float:
    return sum(step(xb, yb).item() for xb, yb in batches) / len(batches)


def once() -> float:
    total = torch.zeros(())
    for xb, yb in batches:
        total += step(xb, yb).detach()
    return (total / len(batches)).item()


def timed(f) -> float:  # one warm-up epoch, then one timed
    f()
    start = time.perf_counter()
    f()
    return time.perf_counter() - start


pairs = []
for _ in range(int(sys.argv[1])):
    fastest = {every: [], once: []}
    for _ in range(5):
        for f, times in fastest.items():
            times.append(timed(f))
    old = min(fastest[every]) / min(fastest[once])
    rounds = [{f: timed(f) for f in (every, once)} for _ in range(9)]
    new = statistics.median(r[every] / r[once] for r in rounds)
    pairs.append((old, new))
    print(f"{old:.2f} {new:.2f}", flush=True)
for name, values in (("old", [p[0] for p in pairs]), ("new", [p[1] for p in pairs])):
    outside = sum(not 0.5 < v < 2 for v in values)
    print(f"{name}: {outside} of {len(values)} outside (0.5, 2); range {min(values):.2f} to "
          f"{max(values):.2f}")
