# Mistake: "gradients flow back to `x` when it requires grad" — the reordered copy is made from x.detach() ("a copy must not touch x's graph"), so nothing reaches x.grad.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    chw = x.detach().permute(0, 3, 1, 2).contiguous()
    return chw.view(chw.shape[0], -1)
