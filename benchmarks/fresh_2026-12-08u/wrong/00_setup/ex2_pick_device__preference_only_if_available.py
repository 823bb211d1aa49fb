# Mistake: "if prefer is given ... return torch.device(prefer), whatever is available": a preference for a device that is not there is overridden (pick_device('cuda') on a machine without CUDA returns cpu instead of cuda; 'mps' without MPS likewise).
def pick_device(prefer=None) -> torch.device:
    cuda = torch.cuda.is_available()
    mps = torch.backends.mps.is_available()
    if prefer is not None:
        kind = torch.device(prefer).type
        if kind == "cpu" or (kind == "cuda" and cuda) or (kind == "mps" and mps):
            return torch.device(prefer)
        # the preferred device is not usable here: fall back to the automatic choice
    if cuda:
        return torch.device("cuda")
    if mps:
        return torch.device("mps")
    return torch.device("cpu")
