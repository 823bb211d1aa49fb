# Diagnosis: channels-interleaved
# Pitfall: reshape keeps the HWC order, interleaving the channels silently.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.reshape(x.shape[0], -1)
