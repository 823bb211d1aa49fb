# Mistake: "else `mps` when `torch.backends.mps.is_available()`" -- also requires torch.backends.mps.is_built() (the idiom from PyTorch's MPS page), which the tests do not swap out and which is False on a Linux or Windows build, so a machine imitated with MPS available and no CUDA gets cpu instead of mps.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_built() and torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")
