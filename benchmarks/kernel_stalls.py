"""Missed wake-ups between nbclient and a kernel: jupyter_client's asyncio client against
graders.kernels.PromptKernelClient (maintainers; a few minutes; writes kernel_stalls.md).

    .venv/bin/python benchmarks/kernel_stalls.py [--cells 300] [--clients 2] [--rounds 2]

Each client runs a notebook of ``--cells`` cells, each drawing a small plot inside an
``ipywidgets.interact`` (the kind of cell the chapters have), with a cell timeout of
``TIMEOUT`` s, ``--clients`` of them at once (the machine busy, as in a grading run). For each
cell, nbclient records when the kernel said it was busy and when the reply was sent; the gap
between one cell's reply and the next cell's start is the client's time to read the reply and
send the next request. A gap of one whole cell timeout is a reply read only when the wait
timed out.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

TIMEOUT = 10
SETUP = ("import matplotlib.pyplot as plt, numpy as np, ipywidgets as widgets\n"
         "%matplotlib inline")
CELL = '''def f(a=3, b=1):
    fig, ax = plt.subplots(1, 2, figsize=(3, 1.5))
    ax[0].imshow(np.ones((a, b)))
    plt.show()
    return a * b
widgets.interact(f, a=widgets.IntSlider(value=3, min=1, max=5),
                 b=widgets.IntSlider(value=1, min=1, max=5));'''


def one(cells: int, prompt: bool) -> dict:
    """Run the notebook once; return the wall time and the gaps between cells."""
    import nbformat
    from nbclient import NotebookClient
    from traitlets.config import Config

    from graders import kernels

    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(SETUP)]
        + [nbformat.v4.new_code_cell(CELL) for _ in range(cells)],
        metadata={"kernelspec": {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}})
    client = NotebookClient(nb, timeout=TIMEOUT, kernel_name="python3",
                            config=Config(kernels.CONFIG if prompt else {}))
    start = time.perf_counter()
    client.execute()
    wall = time.perf_counter() - start
    gaps, previous = [], None
    for cell in nb.cells:
        stamps = cell.metadata.get("execution", {})
        busy = dt.datetime.fromisoformat(stamps["iopub.status.busy"])
        if previous is not None:
            gaps.append((busy - previous).total_seconds())
        previous = dt.datetime.fromisoformat(stamps["shell.execute_reply"])
    return {"wall": round(wall, 1), "worst_gap": round(max(gaps), 2),
            "stalls": sum(g > TIMEOUT * 0.9 for g in gaps),
            "slow_gaps": sum(g > 1.0 for g in gaps)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cells", type=int, default=300)
    ap.add_argument("--clients", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--one", choices=["default", "prompt"], help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(one(args.cells, args.one == "prompt")))
        return 0
    import ipykernel
    import jupyter_client
    import zmq

    rows = []
    for round_ in range(args.rounds):
        for mode in ("default", "prompt"):
            procs = [subprocess.Popen([sys.executable, __file__, "--one", mode,
                                       "--cells", str(args.cells)],
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                      text=True) for _ in range(args.clients)]
            for p in procs:
                out, _ = p.communicate()
                result = json.loads(out.strip().splitlines()[-1])
                rows.append((round_ + 1, mode, result))
                print(round_ + 1, mode, result, flush=True)
    lines = [
        "# Missed wake-ups between nbclient and a kernel",
        "",
        f"Measured by `benchmarks/kernel_stalls.py` on {dt.date.today()}: "
        f"{platform.node()}, {platform.processor() or platform.machine()}, Python "
        f"{platform.python_version()}, ipykernel {ipykernel.__version__}, jupyter_client "
        f"{jupyter_client.__version__}, pyzmq {zmq.__version__} (libzmq "
        f"{zmq.zmq_version()}). {args.clients} clients at once, each a notebook of "
        f"{args.cells} cells (a plot inside `ipywidgets.interact`), cell timeout {TIMEOUT} s.",
        "",
        "`default` is jupyter_client's asyncio client, as nbclient and nbgrader use it; "
        "`prompt` is `graders.kernels.PromptKernelClient` (looks at the socket at least every "
        f"{__import__('graders.kernels').kernels.SLICE} s). A *stall* is a gap of a whole cell "
        "timeout between a cell's reply and the next cell's start: the reply was in the "
        "socket, and the client read it only when its wait timed out.",
        "",
        "| round | client | wall (s) | stalls | gaps over 1 s | worst gap (s) |",
        "|---|---|---|---|---|---|",
    ]
    lines += [f"| {r} | {mode} | {x['wall']} | {x['stalls']} | {x['slow_gaps']} | "
              f"{x['worst_gap']} |" for r, mode, x in rows]
    (HERE / "kernel_stalls.md").write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
