# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's ...; return what the operations give, without detaching or copying)": a final clone() (to never hand back memory shared with x) makes the result a fresh tensor, so under no_grad for an input that permute/reshape only views (C = 1, or H = W = 1), the result says requires_grad=False where the reference's view says True.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    return x.permute(0, 3, 1, 2).reshape(n, -1).clone()
