# Right: builds the strictly upper triangle (j > i, the future) with triu(diagonal=1) on a boolean tensor made directly on `device` (None follows torch's own default-device rule, as torch.ones does) and negates it: True exactly where j <= i, diagonal included, a fresh tensor each call, no global state touched
def causal_mask(size, device=None):
    future = torch.ones(size, size, dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
