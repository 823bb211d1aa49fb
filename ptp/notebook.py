"""What a chapter's first cell needs, and a context manager for showing a pitfall's error."""

from __future__ import annotations

import math
import random
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import numpy as np
import torch

from ptp.device import pick_device
from ptp.i18n import line, set_language
from ptp.scale import Scale, current_scale


@dataclass
class Setup:
    """The device and scale a notebook runs with."""

    device: torch.device
    scale: Scale


def seed_everything(seed: int = 0) -> None:
    """Seed Python's, NumPy's and PyTorch's (all devices') random number generators."""
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def setup(seed: int = 0, language: str = "en") -> Setup:
    """Seed everything, pick the device and scale, and say so in one line; ``language`` is the
    edition's (``zh`` in the Chinese notebooks: diagnoses in Chinese, ``ptp.i18n``)."""
    set_language(language)
    seed_everything(seed)
    result = Setup(pick_device(), current_scale())
    print(line("setup", "torch {version} | device: {device} | scale: {scale} | seed: {seed}",
               version=torch.__version__, device=result.device, scale=result.scale.name,
               seed=seed))
    return result


def rounded(values: Any, digits: int = 4) -> Any:
    """``values`` (a tensor, an array, a number, or lists of them) as Python numbers with
    ``digits`` significant digits, for printing: ``1.706`` where ``.tolist()`` or ``.item()`` of
    a float32 shows ``1.70608389377594``."""
    if isinstance(values, torch.Tensor | np.ndarray | np.generic):
        values = values.tolist()
    if isinstance(values, list | tuple):
        return [rounded(v, digits) for v in values]
    if isinstance(values, float) and math.isfinite(values):
        return float(f"{values:.{digits}g}")
    return values


def shorten(message: object, limit: int = 500) -> str:
    """``message`` (an error, or its text) in at most about ``limit`` characters, never cut
    mid-word: whole lines while they fit, else the first line cut at a space; `` …`` marks a
    cut."""
    text = str(message).strip()
    if len(text) <= limit:
        return text
    kept: list[str] = []
    for part in text.splitlines():
        if sum(len(k) + 1 for k in kept) + len(part) > limit:
            break
        kept.append(part)
    if not kept:
        first = text.splitlines()[0][:limit + 1]
        space = first.rfind(" ")
        kept = [first[:space] if space > limit // 2 else first[:limit]]
    return "\n".join(kept).rstrip(" ,;:([{") + " …"


def display_pad(text: str, width: int, align: str = "<") -> str:
    """``text`` padded with spaces to ``width`` columns as a terminal shows it (a Chinese
    character takes two), so that the Chinese edition's printed tables line up too: on the
    right (``align="<"``, as ``f"{text:<{width}}"``) or on the left (``">"``, as
    ``f"{text:>{width}}"``)."""
    import unicodedata

    if align not in ("<", ">"):
        raise ValueError(f"align must be '<' or '>', not {align!r}")
    columns = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    padding = " " * max(0, width - columns)
    return text + padding if align == "<" else padding + text


class ExpectedError:
    """What ``expect_error`` caught: the exception, for the cell to inspect."""

    exception: BaseException | None = None


@contextmanager
def expect_error(kind: type[BaseException] | tuple[type[BaseException], ...] = Exception,
                 match: str = "", hide: dict[str, str] | None = None) -> Iterator[ExpectedError]:
    """Run a block that must fail; print the error's last line instead of a traceback.

    ``hide`` maps parts of the printed line that change from run to run (a port, a process
    id) to what to print instead, so that a page rebuilt later prints the same line.

    Pitfall demos use it so that a notebook shows the real error and still runs top to bottom.
    It fails (AssertionError) when the block does not raise ``kind`` (a class, or a tuple of
    classes where builds differ: a CPU-only PyTorch raises AssertionError where a CUDA build
    without a GPU raises RuntimeError) or the message lacks ``match``, so the notebook's claim
    that the code breaks is checked on every run.
    """
    caught = ExpectedError()
    try:
        yield caught
    except kind as err:
        caught.exception = err
        last = traceback.format_exception_only(type(err), err)[-1].strip()
        for changing, shown in (hide or {}).items():
            last = last.replace(changing, shown)
        print(line("raised", "raised as expected -> {line}", line=shorten(last)))
        assert match in str(err), f"expected {match!r} in the message, got {err}"
    else:
        names = " or ".join(k.__name__ for k in (kind if isinstance(kind, tuple) else (kind,)))
        raise AssertionError(f"expected {names}, but the block ran without error")
