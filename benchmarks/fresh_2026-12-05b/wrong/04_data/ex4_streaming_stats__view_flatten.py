# Mistake: "in any memory layout, channels_last included" — flattens each batch with .view(B, C, -1), which raises for strided or transposed batches (e.g. x[:, :, ::2] or x.transpose(2, 3)).
def streaming_mean_std(batches):
    n, s, sq = 0, 0, 0
    for x in batches:
        b, c = x.shape[:2]
        flat = x.view(b, c, -1).to(torch.float64)
        s = s + flat.sum(dim=(0, 2))
        sq = sq + flat.pow(2).sum(dim=(0, 2))
        n += flat.shape[0] * flat.shape[2]
    mean = s / n
    return mean, (sq / n - mean.pow(2)).clamp(min=0).sqrt()
