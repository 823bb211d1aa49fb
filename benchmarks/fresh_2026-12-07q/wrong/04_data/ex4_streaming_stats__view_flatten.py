# Mistake: "in any memory layout, channels_last included" -- each batch is flattened with .view(B, C, -1), which raises on a channels_last, transposed or strided batch.
def streaming_mean_std(batches):
    n, s, sq = 0, 0, 0
    for b in batches:
        flat = b.view(b.shape[0], b.shape[1], -1).double()
        s = s + flat.sum(dim=(0, 2))
        sq = sq + (flat ** 2).sum(dim=(0, 2))
        n += flat.shape[0] * flat.shape[2]
    mean = s / n
    return mean, (sq / n - mean ** 2).clamp(min=0).sqrt()
