# Right: returns cuda:0 (allowed: "cuda or cuda:0") and copes with a torch.device passed as prefer; probes are looked up on the modules at call time
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return prefer if isinstance(prefer, torch.device) else torch.device(str(prefer))
    if torch.cuda.is_available():
        return torch.device("cuda", 0)
    elif torch.backends.mps.is_available():
        return torch.device("mps")
    else:
        return torch.device("cpu")
