# Right: walks an ordered table of (name, probe) pairs, looking up the probes by attribute at call time so the swapped functions are the ones called; the preference short-circuits unchanged.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    candidates = [("cuda", lambda: torch.cuda.is_available()),
                  ("mps", lambda: torch.backends.mps.is_available())]
    for name, probe in candidates:
        if probe():
            return torch.device(name)
    return torch.device("cpu")
