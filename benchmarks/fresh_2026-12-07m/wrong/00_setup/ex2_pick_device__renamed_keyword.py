# Mistake: "Write `pick_device(prefer=None)`": the parameter is called `preferred`, so a caller who passes the preference by name, pick_device(prefer="cpu"), gets a TypeError.
def pick_device(preferred=None) -> torch.device:
    if preferred is not None:
        return torch.device(preferred)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
