# Mistake: "Write `pick_device(prefer=None)` returning a `torch.device` (not a string)" — the preference path returns the caller's string as it is.
def pick_device(prefer=None) -> torch.device:
    if prefer:
        return prefer
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
