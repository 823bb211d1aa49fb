# Mistake: "gradients flow back to x when it requires grad, and x is left unchanged": works on x.detach().clone() to make sure x is never touched, so the result has no grad_fn and no gradient reaches x.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    safe = x.detach().clone()                 # never touch the caller's tensor
    n = safe.shape[0]
    return safe.permute(0, 3, 1, 2).reshape(n, -1)
