# Mistake: "the inputs come back unchanged and global state as found" — memoises masks in a module-level cache keyed by (size, device): calls share one tensor object, so a caller that edits its mask in place (e.g. to add padding) corrupts every later causal_mask of that size
_MASKS = {}


def causal_mask(size, device=None):
    key = (size, str(device))
    if key not in _MASKS:
        _MASKS[key] = torch.ones(size, size, dtype=torch.bool, device=device).tril()
    return _MASKS[key]
