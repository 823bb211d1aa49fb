# Right: movedim(-1, 1) to channels first, an explicit contiguous() in the standard format, then view (safe after contiguous).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    chw = x.movedim(-1, 1).contiguous(memory_format=torch.contiguous_format)
    return chw.view(chw.shape[0], -1)
