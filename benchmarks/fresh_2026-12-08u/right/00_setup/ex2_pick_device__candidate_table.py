# Right: walks an ordered table of (name, availability function) pairs, looked up on the torch modules at call time, instead of an if/elif chain.
_CANDIDATES = (("cuda", lambda: torch.cuda.is_available()),
               ("mps", lambda: torch.backends.mps.is_available()))


def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    for name, usable in _CANDIDATES:
        if usable():
            return torch.device(name)
    return torch.device("cpu")
