# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — goes through NumPy (np.clip in int64), which refuses accelerator and meta tensors and returns a CPU tensor; the int64 sum also overflows at amount = 2**63 - 1.
import numpy as np


def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    values = images.numpy().astype(np.int64)
    return torch.from_numpy(np.clip(values + amount, 0, 255).astype(np.uint8))
