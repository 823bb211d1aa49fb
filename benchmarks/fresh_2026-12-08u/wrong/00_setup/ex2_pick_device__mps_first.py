# Mistake: "CUDA comes first when both are there": checks MPS before CUDA, so on a machine where both torch.cuda.is_available() and torch.backends.mps.is_available() say True it returns mps.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if torch.backends.mps.is_available():   # Apple first, then NVIDIA, then the CPU
        return torch.device("mps")
    if torch.cuda.is_available():
        return torch.device("cuda")
    return torch.device("cpu")
