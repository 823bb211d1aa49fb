"""Helpers for the exercises' test cells: tests that name the mistake they caught.

A test that detects a known mistake raises a ``Mistake``: an ``AssertionError`` whose message
starts with a short label in brackets and says, in a learner's words, what went wrong and which
section to reread::

    [graph-recorded] your evaluation recorded a graph: wrap it in torch.no_grad()
    (reread: "eval() and no_grad")

The graders show that message (never the test's source) in the self-check and in the feedback,
and count the labels over a class. Tests detect *behaviour*, never source text:

* ``quiet()`` runs a learner's code with its warnings and stderr captured, so a harmless warning
  cannot fail a right answer (nbgrader scores a cell 0 when anything reaches stderr), and a test
  can assert on a warning instead of relying on it.
* ``watch(model)`` records, for every forward call, the batch size, the module's training flag
  and whether autograd was recording.
* ``calls_to("torch.nn.utils.clip_grad_norm_")`` counts calls of a library function while a
  block runs, wherever the learner's code got it from (the module or a ``from ... import``).

Nothing here imports torch at import time.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import os
import sys
import tempfile
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any


class Mistake(AssertionError):
    """A failed test that names the mistake: ``[label] what happened and what to do``."""

    def __init__(self, label: str, message: str, section: str | None = None) -> None:
        self.label, self.message, self.section = label, message, section
        text = f"[{label}] {message}"
        if section:
            text += f' (reread: "{section}")'
        super().__init__(text)


def expect(condition: object, label: str, message: str, section: str | None = None) -> None:
    """Raise ``Mistake(label, message, section)`` unless ``condition`` is true."""
    if not condition:
        raise Mistake(label, message, section)


@dataclass
class Captured:
    """What a block wrote to stderr and the warnings it raised (filled when the block ends)."""

    warnings: list[warnings.WarningMessage] = field(default_factory=list)
    stderr: str = ""
    stdout: str = ""

    def warned(self, category: type[Warning] = Warning, text: str = "") -> bool:
        """Whether a warning of ``category`` whose message contains ``text`` was raised."""
        return any(issubclass(w.category, category) and text in str(w.message)
                   for w in self.warnings)


@contextlib.contextmanager
def quiet(stdout: bool = False) -> Iterator[Captured]:
    """Run a block with its warnings and its stderr (Python's and the C library's) captured.

    With ``stdout=True`` printed output is captured too. The block's exceptions pass through.
    """
    captured = Captured()
    err, out = io.StringIO(), io.StringIO()
    sys.stderr.flush()
    try:
        fd = sys.__stderr__.fileno() if sys.__stderr__ else 2
        saved = os.dup(fd)
    except (OSError, ValueError, AttributeError):
        fd, saved = -1, -1
    spool = tempfile.TemporaryFile() if saved >= 0 else None
    if spool is not None:
        os.dup2(spool.fileno(), fd)
    try:
        with warnings.catch_warnings(record=True) as caught, \
                contextlib.redirect_stderr(err), \
                (contextlib.redirect_stdout(out) if stdout else contextlib.nullcontext()):
            warnings.simplefilter("always")
            yield captured
    finally:
        if spool is not None:
            os.dup2(saved, fd)
            os.close(saved)
            spool.seek(0)
            native = spool.read().decode(errors="replace")
            spool.close()
        else:
            native = ""
        captured.warnings = list(caught) if "caught" in locals() else []
        captured.stderr = err.getvalue() + native
        captured.stdout = out.getvalue()


@dataclass
class Forward:
    """One forward call seen by ``watch``."""

    batch: int | None
    training: bool
    grad_enabled: bool
    inference_mode: bool


@contextlib.contextmanager
def watch(module: Any) -> Iterator[list[Forward]]:
    """Record every forward call of ``module`` (an ``nn.Module``) while the block runs."""
    import torch

    calls: list[Forward] = []

    def hook(mod, args, kwargs):
        first = next((a for a in [*args, *kwargs.values()] if isinstance(a, torch.Tensor)), None)
        calls.append(Forward(batch=None if first is None or first.dim() == 0 else first.shape[0],
                             training=mod.training, grad_enabled=torch.is_grad_enabled(),
                             inference_mode=torch.is_inference_mode_enabled()))

    handle = module.register_forward_pre_hook(hook, with_kwargs=True)
    try:
        yield calls
    finally:
        handle.remove()


def _resolve(path: str) -> tuple[Any, str]:
    """(the object holding the last name, that name): a module, or a class such as a Tensor."""
    parts = path.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        try:
            owner = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for name in parts[cut:-1]:
            owner = getattr(owner, name)
        return owner, parts[-1]
    raise ImportError(path)


@contextlib.contextmanager
def calls_to(path: str, replacement: Callable[..., Any] | None = None) -> Iterator[list[tuple]]:
    """Count calls of the function at ``path`` (``"torch.nn.utils.clip_grad_norm_"``), or of a
    method (``"torch.Tensor.logsumexp"``: every tensor's method, while the block runs).

    The function is wrapped where it is defined, in the module ``path`` names, in every loaded
    ``torch`` module that holds the same object, and in the notebook's namespace (``__main__``)
    where the learner may have imported it by name. Each call appends ``(args, kwargs)``; the
    original runs unless ``replacement`` is given.
    """
    owner, attr = _resolve(path)
    original = getattr(owner, attr)
    calls: list[tuple] = []

    def spy(*args, **kwargs):
        calls.append((args, kwargs))
        return (replacement or original)(*args, **kwargs)

    spy.__wrapped__ = original  # type: ignore[attr-defined]
    if isinstance(owner, type):  # a method, such as "torch.Tensor.logsumexp"
        own = attr in vars(owner)
        setattr(owner, attr, spy)
        try:
            yield calls
        finally:
            setattr(owner, attr, original) if own else delattr(owner, attr)
        return
    patched: list[tuple[Any, str]] = []
    holders = [m for name, m in list(sys.modules.items())
               if m is not None and (name == "__main__" or name.split(".")[0] in
                                     {"torch", "torchvision", owner.__name__.split(".")[0]})]
    for holder in holders:
        try:
            names = [n for n, v in vars(holder).items() if v is original]
        except TypeError:
            continue
        for name in names:
            setattr(holder, name, spy)
            patched.append((holder, name))
    try:
        yield calls
    finally:
        for holder, name in patched:
            setattr(holder, name, original)


def close(actual: Any, expected: Any, label: str, message: str, section: str | None = None,
          **tolerances: float) -> None:
    """``torch.testing.assert_close`` that raises ``Mistake`` (with the numbers) on a mismatch."""
    import torch

    try:
        torch.testing.assert_close(actual, expected, **tolerances)
    except AssertionError as err:
        detail = str(err).strip().splitlines()
        raise Mistake(label, f"{message} ({' '.join(detail[:3])})", section) from None
