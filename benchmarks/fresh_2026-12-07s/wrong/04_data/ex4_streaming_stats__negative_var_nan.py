# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)": takes sqrt of E[x²] - E[x]² without clamping, which rounds slightly below 0 for a constant channel such as 28.516 and gives NaN.
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0.0, 0.0
    for x in batches:
        xd = x.double()
        total = total + xd.sum(dim=(0, 2, 3))
        total_sq = total_sq + (xd * xd).sum(dim=(0, 2, 3))
        count += xd.numel() // xd.shape[1]
    mean = total / count
    return mean, torch.sqrt(total_sq / count - mean * mean)
