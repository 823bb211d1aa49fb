# Right: a table of (name, probe) pairs whose probes are called lazily at each call, in order cuda, mps; prefer (any string) is wrapped in torch.device.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    candidates = (("cuda", lambda: torch.cuda.is_available()),
                  ("mps", lambda: torch.backends.mps.is_available()))
    for name, probe in candidates:
        if probe():
            return torch.device(name)
    return torch.device("cpu")
