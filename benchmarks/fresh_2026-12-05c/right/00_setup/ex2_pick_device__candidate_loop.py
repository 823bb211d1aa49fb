# Right: walks an ordered list of (name, probe) pairs, calling each probe at call time; an explicit preference short-circuits
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    candidates = [
        ("cuda", lambda: torch.cuda.is_available()),
        ("mps", lambda: torch.backends.mps.is_available()),
    ]
    for name, available in candidates:
        if available():
            return torch.device(name)
    return torch.device("cpu")
