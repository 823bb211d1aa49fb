# Right: concatenates the C channel planes, each flattened row by row, instead of one permute of the whole tensor.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    planes = [x[:, :, :, c].reshape(n, -1) for c in range(x.shape[3])]
    return torch.cat(planes, dim=1)
