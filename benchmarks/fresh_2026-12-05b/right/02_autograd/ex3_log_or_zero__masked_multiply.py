# Right: masked_fill a copy with 1 where x <= 0, take the log and multiply by the mask (log(1) = 0 and finite, so 0 * 0 stays 0).
def log_or_zero(x):
    keep = x > 0
    safe = x.masked_fill(~keep, 1)
    return safe.log() * keep.to(x.dtype)
