"""The notebook passes that stand in for machines we do not have catch what those machines would.

`make test` runs every notebook under nbval as the emulated CUDA-like device (``emulated-cuda``)
and as a Mac (``mac-like``: the CPU-only build, the MPS-like device, the spawn start method),
with the environments ``benchmarks/verify.py`` names. Here a tiny notebook with one planted
mistake runs under each pass and must fail, while the same notebook passes on this machine's
CPU: the passes are not decoration.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from benchmarks.verify import CONFIGS

REPO = Path(__file__).resolve().parent.parent

SETUP = """import torch
from torch.utils.data import DataLoader, Dataset
from ptp.notebook import setup
run = setup()"""

PLANTED = {
    "device-mismatch": ("emulated-cuda", """
model = torch.nn.Linear(3, 2)                     # built on the CPU ...
model(torch.randn(4, 3, device=run.device))       # ... fed the device's batches"""),
    "float64": ("mac-like", """
grid = torch.linspace(0, 1, 5, dtype=torch.float64, device=run.device)"""),
    "notebook-defined-dataset": ("mac-like", """
class Squares(Dataset):                           # defined in the notebook: spawn cannot import it
    def __len__(self):
        return 8
    def __getitem__(self, i):
        return torch.tensor(float(i * i))

assert sum(len(b) for b in DataLoader(Squares(), batch_size=4, num_workers=2)) == 8"""),
}


def nbval(notebook: Path, config: str | None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PTP_OFFLINE": "1", "MPLBACKEND": "Agg", "PTP_DEVICE": "cpu"}
    paths = [str(REPO)]
    if config is not None:
        extra = dict(CONFIGS[config][1])
        paths = [str(REPO / p) for p in extra.pop("PYTHONPATH", "").split(os.pathsep) if p] + paths
        env.update(extra)
    env["PYTHONPATH"] = os.pathsep.join(paths)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "--nbval-lax", "--nbval-current-env", str(notebook)],
                          env=env, capture_output=True, text=True, timeout=300, cwd=notebook.parent)


@pytest.mark.parametrize("mistake", sorted(PLANTED))
def test_a_planted_mistake_fails_its_pass_and_passes_on_the_cpu(mistake, tmp_path):
    """The pass fails on the planted mistake; this machine's plain CPU run does not notice it."""
    config, cell = PLANTED[mistake]
    notebook = tmp_path / f"{mistake}.ipynb"
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(SETUP),
                                         nbformat.v4.new_code_cell(cell.strip())])
    nbformat.write(nb, notebook)
    caught = nbval(notebook, config)
    assert caught.returncode != 0, f"{config} let {mistake} through:\n{caught.stdout[-2000:]}"
    plain = nbval(notebook, None)
    assert plain.returncode == 0, plain.stdout[-3000:]
