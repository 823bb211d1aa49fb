# Mistake: "a boolean tensor ... created on device" with "device=None means the default device": torch.from_numpy always makes a CPU tensor and .to(None) keeps it there, so a caller who set a default device gets a CPU mask.
import numpy as np

def causal_mask(size, device=None):
    mask = torch.from_numpy(np.tril(np.ones((size, size), dtype=bool)))
    return mask.to(device)
