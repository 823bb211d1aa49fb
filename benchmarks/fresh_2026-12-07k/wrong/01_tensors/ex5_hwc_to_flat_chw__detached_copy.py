# Mistake: "gradients flow back to `x` when it requires grad" -- returns a detached clone (so that the caller cannot change x through the result), which cuts the result off the graph: no gradient reaches x.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    flat = x.permute(0, 3, 1, 2).reshape(x.shape[0], -1)
    return flat.detach().clone()                  # a tensor of its own, x is left alone
