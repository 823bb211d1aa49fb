# Mistake: "returns (N, C*H*W) ... the dtype is kept" (must-handle: inputs on an accelerator or meta: the result on the same device) — it copies into a buffer made with torch.empty(..., dtype=x.dtype), which lives on the default device (the CPU) whatever device x is on.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    out = torch.empty((n, c, h, w), dtype=x.dtype)
    out.copy_(x.permute(0, 3, 1, 2))          # one strided copy into channel-major order
    return out.view(n, c * h * w)
