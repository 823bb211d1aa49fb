# Right: flattens each channel x[..., c] separately and concatenates the channels along dimension 1 (unbind + cat) instead of one permute.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.cat([channel.reshape(x.shape[0], -1) for channel in x.unbind(dim=-1)], dim=1)
