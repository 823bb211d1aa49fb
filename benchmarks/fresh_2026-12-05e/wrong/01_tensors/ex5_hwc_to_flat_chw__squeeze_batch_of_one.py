# Mistake: "a batch of one is still `(1, C*H*W)`" — a trailing squeeze() meant to tidy the result drops the batch dimension when N = 1 (returning (C*H*W,), or even a 0-d tensor when all sizes are 1).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).reshape(x.shape[0], -1).squeeze()
