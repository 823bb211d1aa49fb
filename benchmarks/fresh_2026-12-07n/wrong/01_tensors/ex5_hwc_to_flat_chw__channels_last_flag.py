# Mistake: "Your result must not depend on it" (the channels_last memory format) / "any of N, H, W, C may be 1": a tensor that reports channels_last contiguity is taken to be stored channel-first already and flattened as it is, which interleaves the channels for a channels_last input and for any contiguous input with H = 1 (that also reports channels_last).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    if x.is_contiguous(memory_format=torch.channels_last):
        return x.reshape(n, -1)            # already laid out channel by channel
    return x.permute(0, 3, 1, 2).reshape(n, -1)
