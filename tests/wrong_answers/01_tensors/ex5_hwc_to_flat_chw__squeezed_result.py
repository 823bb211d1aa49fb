# Diagnosis: wrong-shape
# Pitfall: squeeze() after flattening drops the batch dimension of a batch of one image.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).flatten(1).squeeze()
