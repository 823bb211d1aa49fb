# Right: boolean-mask assignment instead of torch.where — a zeros_like result gets log(x[x > 0]) written into the positive places only, so log never sees a non-positive value and the gradient (through index_put) is 1/x there and 0 elsewhere (meta, which cannot index with a mask, is an accepted failure).
def log_or_zero(x):
    positive = x > 0
    out = torch.zeros_like(x)
    out[positive] = torch.log(x[positive])
    return out
