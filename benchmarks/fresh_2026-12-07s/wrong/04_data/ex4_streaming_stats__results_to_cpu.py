# Mistake: "as `float64` tensors on the batches' device": moves the two results to the CPU with .cpu() "for printing", so on an accelerator they come back on the wrong device (and a read-back is added).
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0.0, 0.0
    for x in batches:
        xd = x.double()
        total = total + xd.sum(dim=(0, 2, 3))
        total_sq = total_sq + xd.pow(2).sum(dim=(0, 2, 3))
        count += xd.numel() // xd.shape[1]
    mean = total / count
    std = (total_sq / count - mean ** 2).clamp(min=0).sqrt()
    return mean.cpu(), std.cpu()
