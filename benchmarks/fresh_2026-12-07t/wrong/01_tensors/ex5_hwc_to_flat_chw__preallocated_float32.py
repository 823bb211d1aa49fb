# Mistake: "the dtype is kept (float64 too)": the result is preallocated with torch.zeros on x's device but in the default dtype, so float64 images come back as float32 (rounded).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    out = torch.zeros(n, c * h * w, device=x.device)
    for ch in range(c):
        out[:, ch * h * w:(ch + 1) * h * w] = x[..., ch].reshape(n, h * w)
    return out
