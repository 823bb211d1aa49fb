# Right: concatenates each channel plane (row by row) along dim 1 with a loop over channels; reshape of the strided slice copies as needed, cat keeps dtype, device and gradients
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    planes = [x[:, :, :, k].reshape(n, h * w) for k in range(c)]
    return torch.cat(planes, dim=1)
