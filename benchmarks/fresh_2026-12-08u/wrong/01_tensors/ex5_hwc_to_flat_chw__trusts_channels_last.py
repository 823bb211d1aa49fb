# Mistake: "x may be non-contiguous (any memory layout, channels_last included ...). Your result must not depend on it": a tensor already in torch.channels_last format is assumed to be stored channel-first and is flattened as it is, so for a channels_last (N, H, W, C) input with C > 1 the channels come out interleaved.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    if x.is_contiguous(memory_format=torch.channels_last) and not x.is_contiguous():
        return x.reshape(n, -1)               # already laid out by channel: nothing to move
    return x.permute(0, 3, 1, 2).reshape(n, -1)
