# Diagnosis: view-not-contiguous
# Pitfall: a `.view(n, -1)` fast path for one channel (HWC and CHW orders coincide), which fails on a non-contiguous single-channel batch.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    if x.shape[-1] == 1:
        return x.view(n, -1)            # one channel: HWC and CHW orders coincide
    return x.permute(0, 3, 1, 2).reshape(n, -1)
