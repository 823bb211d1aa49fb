# Mistake: "CUDA comes first when both are there" — MPS is checked before CUDA, so on the imitated machine where both are available it returns mps.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    for name, usable in (("mps", torch.backends.mps.is_available), ("cuda", torch.cuda.is_available)):
        if usable():
            return torch.device(name)
    return torch.device("cpu")
