# Mistake: "Return (mean, std) ... over all images and pixels" of this stream — the running totals live in a module-level dict that is created once and never reset, so a second call mixes in the first stream's counts and sums (wrong values, or a shape error when C differs)
_running = {"count": 0, "sum": 0, "sum_sq": 0}


def streaming_mean_std(batches):
    for b in batches:
        x = b.double()
        _running["sum"] = _running["sum"] + x.sum(dim=(0, 2, 3))
        _running["sum_sq"] = _running["sum_sq"] + (x * x).sum(dim=(0, 2, 3))
        _running["count"] += x.shape[0] * x.shape[2] * x.shape[3]
    mean = _running["sum"] / _running["count"]
    var = (_running["sum_sq"] / _running["count"] - mean * mean).clamp(min=0)
    return mean, var.sqrt()
