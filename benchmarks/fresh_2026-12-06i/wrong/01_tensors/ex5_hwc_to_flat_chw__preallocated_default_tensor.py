# Mistake: "the dtype is kept (float64 too)" and "inputs on an accelerator ...: the result as the reference's, on the same device" — the output is preallocated with torch.empty(N, C*H*W), the default dtype on the CPU, and filled channel by channel: float64 comes back float32, and accelerator inputs are copied into a CPU tensor.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    out = torch.empty(n, c * h * w)
    for ch in range(c):
        out[:, ch * h * w:(ch + 1) * h * w] = x[..., ch].reshape(n, h * w)
    return out
