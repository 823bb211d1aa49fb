# Right: walks an ordered table of (name, probe) pairs, where each probe looks the function up on its module at call time, so swapped-out functions are followed.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    candidates = (
        ("cuda", lambda: torch.cuda.is_available()),
        ("mps", lambda: torch.backends.mps.is_available()),
    )
    for name, probe in candidates:
        if probe():
            return torch.device(name)
    return torch.device("cpu")
