# Mistake: "per-channel ... (in any memory layout, channels_last included)" — reshapes each (B, C, H, W) batch to (-1, C) as if channels were the last dimension, mixing channels and pixels
def streaming_mean_std(batches):
    count, s1, s2 = 0, 0, 0
    for x in batches:
        c = x.shape[1]
        flat = x.to(torch.float64).reshape(-1, c)
        s1 = s1 + flat.sum(0)
        s2 = s2 + (flat * flat).sum(0)
        count += flat.shape[0]
    mean = s1 / count
    return mean, (s2 / count - mean * mean).clamp_min(0).sqrt()
