# Mistake: "the dtype is kept (float64 too), gradients flow back to `x` when it requires grad": the flattening is done under torch.no_grad() "because it is only a reshape", so for a non-contiguous permute (any C > 1) the copy reshape makes has no graph and x gets no gradient.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():                       # a layout change, nothing to learn here
        return x.permute(0, 3, 1, 2).reshape(x.shape[0], -1)
