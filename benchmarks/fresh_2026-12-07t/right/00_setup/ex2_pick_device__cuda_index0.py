# Right: returns torch.device('cuda', 0) with an explicit index (which the prompt accepts) and builds the preference through getattr on the torch module.
def pick_device(prefer=None) -> torch.device:
    if prefer is None:
        if getattr(torch, "cuda").is_available():
            return torch.device("cuda", 0)
        if getattr(torch.backends, "mps").is_available():
            return torch.device("mps")
        return torch.device("cpu")
    return torch.device(prefer)
