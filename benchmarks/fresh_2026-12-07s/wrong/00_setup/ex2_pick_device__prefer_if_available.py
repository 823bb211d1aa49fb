# Mistake: "if prefer is given ... return torch.device(prefer), whatever is available" -- the preference is honoured only when that device is available, so pick_device('cuda') on a machine without CUDA returns cpu.
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
