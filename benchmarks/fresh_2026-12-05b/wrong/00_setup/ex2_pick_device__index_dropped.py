# Mistake: "if prefer is given (... or "cuda:1"), return torch.device(prefer)" — keeps only the device type, so "cuda:1" becomes cuda (device 0).
def pick_device(prefer=None) -> torch.device:
    if prefer:
        return torch.device(prefer.split(":")[0])
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
