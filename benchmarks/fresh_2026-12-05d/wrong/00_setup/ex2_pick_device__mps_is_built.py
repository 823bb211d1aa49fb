# Mistake: "else `mps` when `torch.backends.mps.is_available()`" — is_built() answers from the build, not from the swapped is_available(), so an imitated Mac with MPS available gets cpu (and a Mac build without a usable GPU would get mps).
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_built():
        return torch.device("mps")
    return torch.device("cpu")
