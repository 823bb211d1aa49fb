# Mistake: "else mps when torch.backends.mps.is_available()" — asks is_built(), which is True for any macOS build even where MPS cannot be used.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_built():
        return torch.device("mps")
    return torch.device("cpu")
