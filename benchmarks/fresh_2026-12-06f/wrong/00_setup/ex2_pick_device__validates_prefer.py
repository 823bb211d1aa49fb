# Mistake: "return `torch.device(prefer)`, whatever is available" — a preferred 'cuda'/'cuda:1'/'mps' on a machine without it is silently replaced by the automatic choice.
def pick_device(prefer=None) -> torch.device:
    cuda = torch.cuda.is_available()
    mps = torch.backends.mps.is_available()
    if prefer is not None:
        kind = torch.device(prefer).type
        if kind == "cpu" or (kind == "cuda" and cuda) or (kind == "mps" and mps):
            return torch.device(prefer)
    if cuda:
        return torch.device("cuda")
    if mps:
        return torch.device("mps")
    return torch.device("cpu")
