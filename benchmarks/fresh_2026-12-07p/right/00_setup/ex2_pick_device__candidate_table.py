# Right: walks a table of (name, availability function) pairs in preference order, calling each function at call time; the explicit preference is tested with `is not None`.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    candidates = (("cuda", torch.cuda.is_available), ("mps", torch.backends.mps.is_available))
    for name, available in candidates:
        if available():
            return torch.device(name)
    return torch.device("cpu")
