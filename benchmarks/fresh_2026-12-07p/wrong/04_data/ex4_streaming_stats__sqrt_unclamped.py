# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)": E[x^2] - E[x]^2 is taken straight to sqrt, and for a constant channel such as 28.516 it can come out a hair below zero, so the std is NaN.
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0.0, 0.0
    for b in batches:
        x = b.double()
        count += x.shape[0] * x.shape[2] * x.shape[3]
        total = total + x.sum(dim=(0, 2, 3))
        total_sq = total_sq + x.pow(2).sum(dim=(0, 2, 3))
    mean = total / count
    return mean, torch.sqrt(total_sq / count - mean * mean)
