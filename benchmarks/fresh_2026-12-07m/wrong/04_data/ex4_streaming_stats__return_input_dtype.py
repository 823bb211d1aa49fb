# Mistake: "Return `(mean, std)` ... as `float64` tensors on the batches' device (`float32` tensors are accepted too)": casts the results back to the batches' dtype, so float16 or bfloat16 batches give float16/bfloat16 statistics (a float16 mean of 1000 keeps three digits).
def streaming_mean_std(batches):
    n, s, ss, dtype = 0, 0.0, 0.0, None
    for b in batches:
        x = b.double()
        n += x.shape[0] * x.shape[2] * x.shape[3]
        s = s + x.sum(dim=(0, 2, 3))
        ss = ss + (x * x).sum(dim=(0, 2, 3))
        dtype = b.dtype
    mean = s / n
    std = (ss / n - mean * mean).clamp(min=0).sqrt()
    return mean.to(dtype), std.to(dtype)          # same precision as the data
