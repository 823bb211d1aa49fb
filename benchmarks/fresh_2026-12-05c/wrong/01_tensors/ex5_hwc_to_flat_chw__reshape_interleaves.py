# Mistake: "`x.reshape(N, -1)` runs but interleaves the channels (the wrong order, silently)" — flattens the (H, W, C) memory order
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.reshape(x.shape[0], -1)
