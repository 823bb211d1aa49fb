# Right: converts each batch to float64 first, keeps count as a Python int from the shape (no read-back), and clamps the variance at 0 before the square root
def streaming_mean_std(batches):
    count, s1, s2 = 0, None, None
    for batch in batches:
        x = batch.to(torch.float64)
        per_channel = x.transpose(0, 1).reshape(x.shape[1], -1)      # (C, B*H*W)
        count += per_channel.shape[1]
        s1 = per_channel.sum(1) if s1 is None else s1 + per_channel.sum(1)
        s2 = per_channel.pow(2).sum(1) if s2 is None else s2 + per_channel.pow(2).sum(1)
    mean = s1 / count
    return mean, torch.clamp(s2 / count - mean.square(), min=0.0).sqrt()
