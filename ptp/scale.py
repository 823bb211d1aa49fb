"""One switch between the small CPU default and full-size GPU runs.

Every notebook sizes its data and training runs from ``current_scale()``. On a laptop or a
2-core CI machine it returns ``SMALL`` (each notebook stays under a minute); where CUDA is
available it returns ``FULL`` (all the data, more epochs). ``PTP_SCALE=small`` or ``full``
forces either one; ``auto`` (the default) decides by the hardware.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class Scale:
    """How big the notebooks' data and training runs are."""

    name: str
    train_size: int | None  # examples used for training; None means all of them
    test_size: int | None
    epochs: int
    batch_size: int


SMALL = Scale("small", train_size=10_000, test_size=2_000, epochs=2, batch_size=128)
FULL = Scale("full", train_size=None, test_size=None, epochs=10, batch_size=256)


def current_scale() -> Scale:
    """Return the scale chosen by ``PTP_SCALE`` (``small``, ``full`` or ``auto``)."""
    choice = os.environ.get("PTP_SCALE", "auto").strip().lower()
    if choice == "small":
        return SMALL
    if choice == "full":
        return FULL
    if choice != "auto":
        raise ValueError(f"PTP_SCALE must be small, full or auto, not {choice!r}")
    return FULL if torch.cuda.is_available() else SMALL
