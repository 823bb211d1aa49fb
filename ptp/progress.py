"""Progress bars off where nobody watches them live: ``PTP_PROGRESS=off``.

The site's build (``website/notebooks.py``) runs every notebook with it: a bar recorded in a
notebook's outputs is a snapshot taken mid-way (a widget frozen at 0 % or 62 %), not a bar.
Importing ``ptp`` honours it, so a notebook's own ``tqdm`` (``tqdm.auto``, ``tqdm.notebook`` or
the text bar) is disabled however it was imported, whatever ``disable=`` the cell passes.
"""

from __future__ import annotations

import functools
import os
from typing import Any

VARIABLE = "PTP_PROGRESS"


def wanted() -> bool:
    """Whether progress bars are shown (``PTP_PROGRESS`` is not ``off``)."""
    return os.environ.get(VARIABLE, "").strip().lower() != "off"


def switch_off() -> None:
    """Disable every tqdm bar of this process (idempotent): tqdm's base class is constructed
    with ``disable=True``, so its notebook and text subclasses draw nothing."""
    import tqdm.std

    init = tqdm.std.tqdm.__init__
    if getattr(init, "_ptp_off", False):
        return

    @functools.wraps(init)
    def disabled(self: Any, *args: Any, **kwargs: Any) -> None:
        kwargs["disable"] = True
        init(self, *args, **kwargs)

    disabled._ptp_off = True  # type: ignore[attr-defined]
    tqdm.std.tqdm.__init__ = disabled  # type: ignore[method-assign]
