# Mistake: "the dtype is kept (float64 too)" and inputs on an accelerator: "on the same device" — the result is preallocated with torch.empty(n, c*h*w) (default float32, on the CPU) and filled channel by channel.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    out = torch.empty(n, c * h * w)
    for ch in range(c):
        out[:, ch * h * w:(ch + 1) * h * w] = x[..., ch].reshape(n, h * w)
    return out
