# Mistake: "return a new `uint8` tensor of the same shape, on the same device" — goes through NumPy, which fails for tensors off the CPU (meta/accelerator inputs raise)
import numpy as np


def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-255, min(255, amount))
    arr = images.numpy().astype(np.int16) + amount
    return torch.from_numpy(np.clip(arr, 0, 255).astype(np.uint8))
