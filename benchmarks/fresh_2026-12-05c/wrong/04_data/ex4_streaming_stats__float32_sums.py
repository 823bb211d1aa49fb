# Mistake: "Accumulate ... **in `float64`** (with `float32` sums, `E[x²] - E[x]²` loses every digit when the mean is large against the spread)" — float32 sums: data around 1000 with spread 0.01 give a std of 0 or noise
def streaming_mean_std(batches):
    count, s1, s2 = 0, 0.0, 0.0
    for x in batches:
        x = x.float()
        s1 = s1 + x.sum(dim=(0, 2, 3))
        s2 = s2 + (x * x).sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = s1 / count
    return mean, (s2 / count - mean * mean).clamp_min(0).sqrt()
