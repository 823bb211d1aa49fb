# Mistake: "the dtype is kept (float64 too)" -- the output is preallocated with torch.empty(...), the default float32 on the CPU, and filled channel by channel, so float64 inputs come back float32 (and meta/GPU inputs come back on the CPU).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    out = torch.empty(n, c * h * w)
    for ch in range(c):
        out[:, ch * h * w:(ch + 1) * h * w] = x[..., ch].reshape(n, h * w)
    return out
