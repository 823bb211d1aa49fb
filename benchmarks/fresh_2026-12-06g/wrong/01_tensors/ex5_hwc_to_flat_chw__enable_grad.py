# Mistake: "a caller under torch.no_grad() (the result's requires_grad as the reference's)" — to make sure "gradients flow back to x", the work is wrapped in torch.enable_grad(), which overrides the caller's no_grad: the result of a grad-requiring x records a graph and requires grad there
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    with torch.enable_grad():
        return x.permute(0, 3, 1, 2).reshape(x.shape[0], -1)
