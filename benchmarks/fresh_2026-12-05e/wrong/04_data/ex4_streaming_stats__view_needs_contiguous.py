# Mistake: "in any memory layout, channels_last included" — flattens each batch with .view(B, C, -1), which raises on transposed, strided and channels_last batches
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0, 0
    for batch in batches:
        B, C = batch.shape[:2]
        x = batch.view(B, C, -1).transpose(0, 1).reshape(C, -1).double()
        total = total + x.sum(dim=1)
        total_sq = total_sq + (x * x).sum(dim=1)
        count += x.shape[1]
    mean = total / count
    return mean, (total_sq / count - mean * mean).clamp_min(0).sqrt()
