# Right: loops over (name, probe) pairs in preference order instead of an if/elif chain; probes are called at each call.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    for name, probe in (("cuda", lambda: torch.cuda.is_available()),
                        ("mps", lambda: torch.backends.mps.is_available())):
        if probe():
            return torch.device(name)
    return torch.device("cpu")
