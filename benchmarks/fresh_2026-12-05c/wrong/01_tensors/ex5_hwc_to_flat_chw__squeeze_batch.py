# Mistake: "a batch of one is still `(1, C*H*W)`" — squeezes the result, so N == 1 gives a 1-D tensor
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).flatten(1).squeeze()
