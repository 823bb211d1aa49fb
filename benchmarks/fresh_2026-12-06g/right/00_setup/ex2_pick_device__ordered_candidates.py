# Right: walks an ordered list of (name, availability function) pairs, looked up afresh at each call through the module attributes the tests swap, and returns torch.device(prefer) untouched when a preference is given
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    candidates = (("cuda", lambda: torch.cuda.is_available()),
                  ("mps", lambda: torch.backends.mps.is_available()))
    for name, available in candidates:
        if available():
            return torch.device(name)
    return torch.device("cpu")
