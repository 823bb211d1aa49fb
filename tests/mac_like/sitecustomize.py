"""Make this machine behave like a Mac for the course's notebooks (the ``mac-like`` pass).

Put this folder first on ``PYTHONPATH`` and set ``PTP_DEVICE=emulated:mps``: every Python
process then starts with

* PyTorch behaving like a CPU-only build (``tests/cpu_only_torch``, loaded from here), as the
  PyTorch wheels for macOS are;
* multiprocessing's default start method set to ``spawn``, macOS's (and Windows') default:
  a DataLoader worker or a process group's process starts a fresh interpreter that imports
  what it runs, so a class defined in a notebook cannot be found there.
"""

from __future__ import annotations

import multiprocessing
import runpy
from pathlib import Path

runpy.run_path(str(Path(__file__).resolve().parent.parent / "cpu_only_torch" / "sitecustomize.py"))
multiprocessing.set_start_method("spawn", force=True)
