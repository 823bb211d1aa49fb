# Mistake: "as `float64` (or `float32`) tensors on the batches' device" — sums in float64 but casts the result back to the batches' dtype, so float16/bfloat16 batches get float16/bfloat16 statistics (a mean of 1000 keeps three digits)
def streaming_mean_std(batches):
    count, total, total_sq, dtype = 0, 0, 0, None
    for batch in batches:
        dtype = batch.dtype
        x = batch.to(torch.float64)
        total = total + x.sum(dim=(0, 2, 3))
        total_sq = total_sq + x.square().sum(dim=(0, 2, 3))
        count += x.numel() // x.shape[1]
    mean = total / count
    var = (total_sq / count - mean.square()).clamp_min(0)
    return mean.to(dtype), var.sqrt().to(dtype)
