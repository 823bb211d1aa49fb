# Right: reorders the axes with einsum ('nhwc->nchw') and flattens with flatten(1), which copies when the strides demand it.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.einsum("nhwc->nchw", x).flatten(1)
