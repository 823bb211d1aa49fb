# Mistake: "as `float64` tensors on the batches' device (`float32` tensors are accepted too...)": the float64 results are cast back to the batches' dtype, so float16 or bfloat16 batches get float16/bfloat16 statistics.
def streaming_mean_std(batches):
    count = 0
    sums = squares = None
    dtype = None
    for b in batches:
        dtype = b.dtype
        x = b.double()
        sums = x.sum(dim=(0, 2, 3)) if sums is None else sums + x.sum(dim=(0, 2, 3))
        squares = x.square().sum(dim=(0, 2, 3)) if squares is None else squares + x.square().sum(dim=(0, 2, 3))
        count += x.numel() // x.shape[1]
    mean = sums / count
    std = (squares / count - mean.square()).clamp(min=0).sqrt()
    return mean.to(dtype), std.to(dtype)             # back to the data's own dtype
