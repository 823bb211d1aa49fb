# Mistake: "Your result must not depend on it" (the channels_last memory format) -- a channels_last input is taken to be already channel-major and only reshaped, so it comes back with the channels interleaved.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    if x.dim() == 4 and x.is_contiguous(memory_format=torch.channels_last) and not x.is_contiguous():
        return x.reshape(n, -1)
    return x.permute(0, 3, 1, 2).reshape(n, -1)
