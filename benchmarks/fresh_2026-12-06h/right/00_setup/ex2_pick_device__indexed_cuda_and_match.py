# Right: a match statement on the two availability answers, asked once per call; CUDA comes back as torch.device("cuda", 0), which the prompt accepts as well as plain "cuda".
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(str(prefer))
    match (bool(torch.cuda.is_available()), bool(torch.backends.mps.is_available())):
        case (True, _):
            return torch.device("cuda", 0)
        case (False, True):
            return torch.device("mps")
        case _:
            return torch.device("cpu")
