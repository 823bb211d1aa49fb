# Right: splits the channels with unbind(-1), flattens each (N, H, W) plane and concatenates them along dimension 1 (channel 0 first); a new tensor built by torch.cat.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    planes = [plane.reshape(n, -1) for plane in x.unbind(dim=-1)]
    return torch.cat(planes, dim=1)
