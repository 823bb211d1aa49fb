# Right: walks an ordered table of (probe, name) pairs, calling each probe at call time.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    for probe, name in ((lambda: torch.cuda.is_available(), "cuda"),
                        (lambda: torch.backends.mps.is_available(), "mps")):
        if probe():
            return torch.device(name)
    return torch.device("cpu")
