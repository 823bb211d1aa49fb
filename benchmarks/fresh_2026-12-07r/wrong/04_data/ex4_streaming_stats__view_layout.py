# Mistake: "in any memory layout, channels_last included" — flattens each batch with x.view(B, C, -1), which raises on a channels_last or transposed batch.
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0, 0
    for x in batches:
        flat = x.view(x.shape[0], x.shape[1], -1).double()
        total = total + flat.sum(dim=(0, 2))
        total_sq = total_sq + flat.pow(2).sum(dim=(0, 2))
        count += flat.shape[0] * flat.shape[2]
    mean = total / count
    var = torch.clamp(total_sq / count - mean * mean, min=0)
    return mean, var.sqrt()
