"""A few matplotlib helpers the chapters share; matplotlib is imported only when they run."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch


def show_images(images: torch.Tensor, labels: Sequence[int] | torch.Tensor | None = None,
                classes: Sequence[str] | None = None, ncols: int = 8, size: float = 1.3) -> Any:
    """Show (N, 1, H, W) or (N, H, W) images in a grid, titled by class; return the figure."""
    import matplotlib.pyplot as plt

    images = images.detach().cpu()
    if images.dim() == 4:
        images = images[:, 0]
    n = len(images)
    nrows = (n + ncols - 1) // ncols
    fig, axes = plt.subplots(nrows, ncols, figsize=(ncols * size, nrows * size * 1.15),
                             squeeze=False)
    for i, ax in enumerate(axes.flat):
        ax.axis("off")
        if i < n:
            ax.imshow(images[i].numpy(), cmap="gray")
            if labels is not None:
                label = int(labels[i])
                ax.set_title(classes[label] if classes else str(label), fontsize=8)
    fig.tight_layout()
    return fig


def plot_curves(curves: dict[str, Sequence[float]], xlabel: str = "step", ylabel: str = "",
                title: str = "", logy: bool = False, ax: Any = None) -> Any:
    """Plot named series on one axis; return the axis."""
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots(figsize=(6, 3.5))
    for name, values in curves.items():
        ax.plot(list(values), label=name)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if title:
        ax.set_title(title)
    if logy:
        ax.set_yscale("log")
    if len(curves) > 1:
        ax.legend()
    return ax
