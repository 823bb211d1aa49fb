# Mistake: "gradients flow back to `x` when it requires grad, and `x` is left unchanged" -- to be sure x is left alone the result is made with .clone().detach(), which also cuts it from the graph.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    out = x.permute(0, 3, 1, 2).reshape(x.shape[0], -1)
    return out.clone().detach()
