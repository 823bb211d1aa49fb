# Mistake: "(... in any memory layout, channels_last included; leave them unchanged)" — each batch is flattened with .transpose(0, 1).view(C, -1), which raises on transposed, strided and channels_last batches (view needs compatible strides); only contiguous batches work.
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0.0, 0.0
    for b in batches:
        flat = b.transpose(0, 1).contiguous().view(b.shape[1], -1) if b.is_contiguous() else b.view(b.shape[1], -1)
        flat = flat.double()
        total = total + flat.sum(dim=1)
        total_sq = total_sq + (flat * flat).sum(dim=1)
        count += flat.shape[1]
    mean = total / count
    return mean, (total_sq / count - mean * mean).clamp_min(0).sqrt()
