# Mistake: "CUDA comes first when both are there." — the candidates are tried in the order mps, then cuda, so a machine reporting both gets mps.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    for name, usable in (("mps", torch.backends.mps.is_available), ("cuda", torch.cuda.is_available)):
        if usable():
            return torch.device(name)
    return torch.device("cpu")
