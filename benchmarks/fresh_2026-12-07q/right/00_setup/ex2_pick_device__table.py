# Right: walks an ordered table of (name, probe) pairs instead of an if/elif chain; the probes are looked up at call time.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    for name, probe in (("cuda", lambda: torch.cuda.is_available()),
                        ("mps", lambda: torch.backends.mps.is_available())):
        if probe():
            return torch.device(name)
    return torch.device("cpu")
