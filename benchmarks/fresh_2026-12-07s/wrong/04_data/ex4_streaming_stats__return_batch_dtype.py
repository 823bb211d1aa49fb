# Mistake: "Return `(mean, std)` ... as `float64` tensors on the batches' device (`float32` tensors are accepted too)": casts the results back to the batches' dtype, so float16 or bfloat16 batches give float16/bfloat16 statistics (a mean of 1000 keeps three digits).
def streaming_mean_std(batches):
    count, total, total_sq, dtype = 0, 0.0, 0.0, None
    for x in batches:
        dtype = x.dtype
        xd = x.to(torch.float64)
        total = total + xd.sum(dim=(0, 2, 3))
        total_sq = total_sq + xd.square().sum(dim=(0, 2, 3))
        count += xd.shape[0] * xd.shape[2] * xd.shape[3]
    mean = total / count
    std = (total_sq / count - mean.square()).clamp_min(0).sqrt()
    return mean.to(dtype), std.to(dtype)
