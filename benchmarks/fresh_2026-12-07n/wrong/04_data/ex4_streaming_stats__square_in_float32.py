# Mistake: "Accumulate per channel the count, the sum of `x` and the sum of `x²` **in `float64`** (with `float32` sums, `E[x²] - E[x]²` loses every digit when the mean is large against the spread)": the sums use `dtype=torch.float64`, but `x * x` is formed in float32 first, so each square of a value near 1000 is already rounded to ~0.06 and the mean-1000, spread-0.01 channel gets a std that is noise
def streaming_mean_std(batches):
    count = 0
    total = total_sq = 0
    for x in batches:
        total = total + torch.sum(x, dim=(0, 2, 3), dtype=torch.float64)
        total_sq = total_sq + torch.sum(x * x, dim=(0, 2, 3), dtype=torch.float64)
        count += x.numel() // x.shape[1]
    mean = total / count
    var = (total_sq / count - mean.square()).clamp(min=0)
    return mean, var.sqrt()
