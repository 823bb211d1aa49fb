# Mistake: "else mps when torch.backends.mps.is_available()" — asks torch.backends.mps.is_built() (how PyTorch was built) instead, so on a machine where MPS is available but this build was not made for macOS (the tests swap is_available, not is_built) it never picks mps, and on a Mac build without a usable Apple GPU it would pick mps
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_built():
        return torch.device("mps")
    return torch.device("cpu")
