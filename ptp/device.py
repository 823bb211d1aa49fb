"""Choosing the device a notebook runs on."""

from __future__ import annotations

import os

import torch


def pick_device(prefer: str | None = None) -> torch.device:
    """Return the device to compute on.

    ``prefer`` (or the environment variable ``PTP_DEVICE``) names a device outright, for example
    ``"cpu"`` to keep a GPU machine on the CPU. Otherwise: CUDA when a CUDA device is usable,
    then Apple's MPS, then the CPU.

    ``emulated:cuda``, ``emulated:cuda2`` and ``emulated:mps`` install an accelerator written in
    Python (``ptp.emulated``): a different device, with its data in CPU memory, that catches
    device mistakes on a computer without a GPU. The course's tests run every notebook on it.
    """
    choice = prefer or os.environ.get("PTP_DEVICE")
    if choice and choice.startswith("emulated:"):
        from ptp.emulated import install

        return install(choice.split(":", 1)[1])
    if choice:
        return torch.device(choice)
    if torch.cuda.is_available():
        return torch.device("cuda")
    mps = getattr(torch.backends, "mps", None)
    if mps is not None and mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")


def synchronizer(device: torch.device | str):
    """A function that waits for ``device`` to finish its queued work, or None for the CPU.

    GPUs (CUDA, Apple's MPS, ...) run asynchronously: time a step without waiting and you time
    only the launch. ``ptp.meters.time_call(fn, sync=synchronizer(device))`` times it honestly.
    """
    device = torch.device(device)
    if device.type in ("cpu", "meta"):
        return None
    return lambda: torch.accelerator.synchronize(device)


def compiles_on(device: torch.device | str) -> bool:
    """Whether ``torch.compile``'s default compiler (Inductor) generates code for ``device``.

    CPUs and CUDA GPUs, and in recent releases Apple's MPS and Intel's XPU, yes; a device it has no
    code generator for (the course's emulated accelerator, an out-of-tree backend), no. A cell
    that measures compilation runs where it can: ``device if compiles_on(device) else "cpu"``.
    """
    device = torch.device(device)
    if device.type == "cpu":
        return True
    try:
        from torch._inductor.codegen.common import (
            get_scheduling_for_device,
            init_backend_registration,
        )

        init_backend_registration()
        return get_scheduling_for_device(device.type) is not None
    except Exception:  # noqa: BLE001 - an Inductor that cannot even say: it cannot compile here
        return False
