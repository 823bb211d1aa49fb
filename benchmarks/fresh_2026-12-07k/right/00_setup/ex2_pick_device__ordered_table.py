# Right: walks an ordered table of (name, check) pairs and returns the first available, with the checks called afresh on every call.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    order = (("cuda", lambda: torch.cuda.is_available()),
             ("mps", lambda: torch.backends.mps.is_available()))
    name = next((name for name, usable in order if usable()), "cpu")
    return torch.device(name)
