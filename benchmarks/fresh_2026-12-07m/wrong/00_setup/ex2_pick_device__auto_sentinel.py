# Mistake: "`prefer`: `None`, ..." with None meaning no preference: the default is the string "auto", so an explicit pick_device(None) calls torch.device(None) and raises instead of picking the best device.
def pick_device(prefer="auto") -> torch.device:
    if prefer != "auto":
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
