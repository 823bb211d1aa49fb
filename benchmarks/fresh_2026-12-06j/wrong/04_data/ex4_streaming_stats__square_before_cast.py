# Mistake: "Accumulate per channel the count, the sum of x and the sum of x² in float64": the sums use sum(dtype=torch.float64), but x² is computed in the batch's own dtype first, so a float16 batch around -300 or 1000 squares to inf (float16 max 65504) and the std comes out inf/NaN (bfloat16 squares lose digits too).
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for b in batches:
        n = b.numel() // b.shape[1]
        s = b.sum(dim=(0, 2, 3), dtype=torch.float64)
        sq = b.square().sum(dim=(0, 2, 3), dtype=torch.float64)
        count += n
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
    mean = total / count
    var = (total_sq / count - mean * mean).clamp_min(0)
    return mean, var.sqrt()
