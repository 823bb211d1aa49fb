# Diagnosis: wrong-device
# Pitfall: the result built with torch.zeros(x.shape) (no device=) and filled by a boolean mask: right on
# the CPU, but on an accelerator the result sits on the CPU (the meta device cannot show it: the mask
# needs values there).
def log_or_zero(x):
    out = torch.zeros(x.shape, dtype=x.dtype)
    positive = x > 0
    out[positive] = torch.log(x[positive])
    return out
