# Mistake: "in any memory layout, channels_last included" — each batch is flattened per image and channel with b.view(B, C, H * W), which works for contiguous batches but raises for channels_last, transposed or strided ones (view cannot merge H and W there without a copy).
def streaming_mean_std(batches):
    n = 0
    s = sq = None
    for b in batches:
        B, C, H, W = b.shape
        flat = b.view(B, C, H * W).double()                  # (B, C, pixels)
        bs, bsq = flat.sum(dim=(0, 2)), (flat * flat).sum(dim=(0, 2))
        s = bs if s is None else s + bs
        sq = bsq if sq is None else sq + bsq
        n += B * H * W
    mean = s / n
    return mean, (sq / n - mean * mean).clamp_min(0.0).sqrt()
