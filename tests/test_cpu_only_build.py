"""The CPU-only emulation (tests/cpu_only_torch) behaves like a real CPU-only PyTorch build, as
checked on torch 2.13.0+cpu from the package index; `make test` runs every notebook under it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

EMULATION = Path(__file__).parent / "cpu_only_torch"
PROBE = """
import torch
out = [torch.__version__.endswith('+cpu'), torch.version.cuda is None,
       torch.cuda.is_available(), torch.cuda.is_bf16_supported()]
for call in (torch.cuda.current_device, lambda: torch.zeros(2).cuda(),
             lambda: torch.zeros(2, device='cuda'), torch.cuda.get_device_name):
    try:
        call()
        out.append('no error')
    except Exception as err:
        out.append(f'{type(err).__name__}: {err}')
print(out)
"""


def test_emulated_cpu_only_build_raises_what_the_real_one_raises() -> None:
    env = {**os.environ, "PYTHONPATH": str(EMULATION)}
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True,
                         check=True).stdout
    no_cuda = "AssertionError: Torch not compiled with CUDA enabled"
    assert out.strip() == str([True, True, False, False] + [no_cuda] * 4)
