# Mistake: "if `prefer` is given ... return `torch.device(prefer)`" — the preference is handed back as the caller's string ('cpu', 'cuda:1'), not as a torch.device.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return prefer
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
