# Mistake: "(... float32, float64, float16 or bfloat16; in any memory layout, channels_last included ...)" — flattens each batch's pixels with batch.view(B, C, -1), which works on contiguous and channels_last batches but raises on a transposed (H and W swapped) or step-sliced batch.
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for batch in batches:
        b, c = batch.shape[:2]
        pixels = batch.view(b, c, -1).double()           # (B, C, H*W)
        s = pixels.sum(dim=(0, 2))
        q = pixels.square().sum(dim=(0, 2))
        total = s if total is None else total + s
        total_sq = q if total_sq is None else total_sq + q
        count += b * pixels.shape[2]
    mean = total / count
    var = (total_sq / count - mean ** 2).clamp_min(0.0)
    return mean, var.sqrt()
