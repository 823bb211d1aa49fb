# Mistake: "memory layouts: ... channels last" and "Your result must not depend on it": an input in torch.channels_last memory format is taken to be channels-first already and only flattened, so for such an x the channels come out interleaved.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    if x.dim() == 4 and x.is_contiguous(memory_format=torch.channels_last) and not x.is_contiguous():
        return x.reshape(n, -1)          # stored channels-first already
    return x.permute(0, 3, 1, 2).reshape(n, -1)
