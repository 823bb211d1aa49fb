# Mistake: "return torch.device(prefer)" -- the preference is reduced to its device type, so pick_device('cuda:1') returns cuda (GPU 0), not cuda:1.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer.split(":")[0])
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
