# Mistake: "else `mps` when `torch.backends.mps.is_available()`" (and the tests swap "exactly these two functions"): the popular snippet also requires torch.backends.mps.is_built(), which is False on a Linux build, so on a machine where only mps.is_available() says True it returns cpu instead of mps.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available() and torch.backends.mps.is_built():
        return torch.device("mps")
    return torch.device("cpu")
