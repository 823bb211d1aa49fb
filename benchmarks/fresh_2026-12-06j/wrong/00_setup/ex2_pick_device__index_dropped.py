# Mistake: "if prefer is given (... or "cuda:1"), return torch.device(prefer)": only the device type is kept, so pick_device('cuda:1') returns cuda (and 'cpu:0' returns cpu), not the device asked for.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer.split(":")[0])
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
