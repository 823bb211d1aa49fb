# Mistake: "if `prefer` is given ..., return `torch.device(prefer)`, whatever is available": a preference for cuda (or mps) on a machine where it is not available falls back to the automatic choice, so pick_device('cuda') returns cpu on a CPU-only machine.
def pick_device(prefer=None) -> torch.device:
    cuda, mps = torch.cuda.is_available(), torch.backends.mps.is_available()
    if prefer is not None:
        kind = torch.device(prefer).type
        if (kind == "cuda" and cuda) or (kind == "mps" and mps) or kind == "cpu":
            return torch.device(prefer)
    if cuda:
        return torch.device("cuda")
    if mps:
        return torch.device("mps")
    return torch.device("cpu")
