"""Make this CUDA build of PyTorch behave like a CPU-only build (Binder's, a Mac's).

Put this folder first on ``PYTHONPATH`` (``make test`` does, for its second pass over the
notebooks): Python imports ``sitecustomize`` at start-up, in the test process and in every
kernel it starts. When ``torch`` is imported, the one thing a real CPU-only build lacks and
PyTorch's Python side checks for, ``torch._C._cuda_getDeviceCount``, is removed, and the version
strings say what a CPU-only build says. PyTorch's own code then behaves as on that build, checked
against torch 2.13.0+cpu from the package index:

* ``torch.cuda.is_available()`` is False and ``torch.cuda.is_bf16_supported()`` is False;
* ``torch.cuda.current_device()``, ``torch.cuda.get_device_name()``, ``tensor.cuda()`` and
  ``torch.zeros(2, device="cuda")`` raise ``AssertionError: Torch not compiled with CUDA
  enabled`` (a CUDA build without a GPU raises RuntimeError instead);
* ``torch.version.cuda`` is None and ``torch.__version__`` ends in ``+cpu``.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys


def _make_cpu_only(torch) -> None:
    if hasattr(torch._C, "_cuda_getDeviceCount"):
        delattr(torch._C, "_cuda_getDeviceCount")
    base = str(torch.__version__).split("+")[0]
    torch.version.cuda = None
    torch.version.__version__ = torch.__version__ = type(torch.__version__)(base + "+cpu")


class _AfterTorch(importlib.abc.MetaPathFinder):
    """Runs ``_make_cpu_only`` right after ``import torch`` finishes."""

    def find_spec(self, name, path=None, target=None):
        if name != "torch":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None:
            return None
        loader = spec.loader
        original = loader.exec_module

        def exec_module(module):
            original(module)
            _make_cpu_only(module)

        loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, _AfterTorch())
