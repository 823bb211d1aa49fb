# Mistake: "if `prefer` is given ..., return `torch.device(prefer)`, whatever is available" — a preference for cuda/mps is dropped when that backend is not available (pick_device('cuda') on a CPU machine gives cpu)
def pick_device(prefer=None) -> torch.device:
    cuda = torch.cuda.is_available()
    mps = torch.backends.mps.is_available()
    if prefer is not None:
        kind = str(prefer).split(":")[0]
        if kind == "cpu" or (kind == "cuda" and cuda) or (kind == "mps" and mps):
            return torch.device(prefer)
    if cuda:
        return torch.device("cuda")
    if mps:
        return torch.device("mps")
    return torch.device("cpu")
