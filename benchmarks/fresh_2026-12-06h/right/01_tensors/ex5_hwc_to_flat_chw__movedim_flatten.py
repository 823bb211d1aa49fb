# Right: moves the channel axis with torch.movedim(x, -1, 1) and flattens everything after the batch with torch.flatten(start_dim=1), which copies when the layout needs it and keeps a batch of one as (1, C*H*W).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.flatten(torch.movedim(x, -1, 1), start_dim=1)
