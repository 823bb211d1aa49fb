# Mistake: "Return `(mean, std)` ... as `float64` tensors on the batches' device (`float32` tensors are accepted too)": the float64 statistics are cast back to the batches' dtype, so float16 or bfloat16 batches get float16/bfloat16 statistics (a mean of 1000 kept to three digits).
def streaming_mean_std(batches):
    count, total, total_sq, dtype = 0, 0.0, 0.0, None
    for b in batches:
        dtype = b.dtype
        x = b.double()
        count += x.numel() // x.shape[1]
        total = total + x.sum(dim=(0, 2, 3))
        total_sq = total_sq + (x * x).sum(dim=(0, 2, 3))
    mean = total / count
    var = (total_sq / count - mean ** 2).clamp_min(0)
    return mean.to(dtype), var.sqrt().to(dtype)          # same dtype as the data
