# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device (... `.numpy()` refuses them)" — the NumPy route fails for images on an accelerator or the meta device.
import numpy as np


def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-255, min(255, amount))
    out = np.clip(images.numpy().astype(np.int16) + amount, 0, 255).astype(np.uint8)
    return torch.from_numpy(out)
