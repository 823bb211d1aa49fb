# Right: accumulates float64 sums of the data shifted by the first batch's per-channel mean (out of place, so no cancellation and no write into the batches), and converts each batch with .double() before any arithmetic
def streaming_mean_std(batches):
    count = 0
    shift = total = total_sq = None
    for b in batches:
        x = b.double()
        if shift is None:
            shift = x.mean(dim=(0, 2, 3))
        d = x - shift[None, :, None, None]                    # a new tensor
        s, sq = d.sum(dim=(0, 2, 3)), d.pow(2).sum(dim=(0, 2, 3))
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += b.shape[0] * b.shape[2] * b.shape[3]
    m = total / count
    var = (total_sq / count - m * m).clamp_min(0.0)
    return shift + m, var.sqrt()
