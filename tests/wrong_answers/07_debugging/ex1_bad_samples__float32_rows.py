# Diagnosis: wrong-flags
# Pitfall: comparing in float16 "to save memory": distinct float32/float64 values that round alike look constant.
def bad_samples(x):
    flat = x.flatten(1)
    low = flat.to(torch.float16)
    return ~torch.isfinite(flat).all(dim=1) | (low.amax(dim=1) == low.amin(dim=1))
