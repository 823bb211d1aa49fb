# Mistake: "as float64 tensors on the batches' device (float32 tensors are accepted too...)": the statistics are cast back to the batches' dtype, so float16 or bfloat16 batches get float16/bfloat16 mean and std (a mean of 1000 kept to three digits).
def streaming_mean_std(batches):
    count, s, sq, dtype = 0, 0, 0, None
    for b in batches:
        dtype = b.dtype
        x = b.double()
        count += x.shape[0] * x.shape[2] * x.shape[3]
        s = s + x.sum(dim=(0, 2, 3))
        sq = sq + (x * x).sum(dim=(0, 2, 3))
    mean = s / count
    std = (sq / count - mean * mean).clamp_min(0).sqrt()
    return mean.to(dtype), std.to(dtype)          # same dtype as the data
