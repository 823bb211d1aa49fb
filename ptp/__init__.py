"""PyTorch in Practice helpers: the small library the course notebooks import.

Import what you need from the submodules; importing ``ptp`` itself loads nothing heavy.

* ``ptp.device``: ``pick_device`` (CUDA, then Apple MPS, then CPU; ``PTP_DEVICE`` overrides).
* ``ptp.scale``: ``current_scale`` -- the one switch between the small CPU default and the
  full-data, longer GPU runs (``PTP_SCALE=small|full|auto``).
* ``ptp.data``: offline-first FashionMNIST through torchvision's own ``FashionMNIST`` class.
* ``ptp.meters``: ``Timer``, ``time_call`` and resident-memory meters.
* ``ptp.plots``: a few matplotlib helpers (image grids, curves).
* ``ptp.notebook``: ``setup`` for a chapter's first cell and ``expect_error`` for pitfall demos.
* ``ptp.checks``: for the exercises' tests cells: tests that name the mistake they caught.
* ``ptp.progress``: ``PTP_PROGRESS=off`` (the site's build) switches every tqdm bar off.
"""

from ptp import progress as _progress

__version__ = "0.1.0"

if not _progress.wanted():
    _progress.switch_off()
