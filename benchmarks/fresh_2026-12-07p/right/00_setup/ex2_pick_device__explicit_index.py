# Right: builds the device from a name computed with a conditional expression and returns cuda with an explicit index 0 (`torch.device('cuda', 0)`, which the prompt accepts).
def pick_device(prefer=None) -> torch.device:
    if prefer is None:
        if torch.cuda.is_available():
            return torch.device("cuda", 0)
        name = "mps" if torch.backends.mps.is_available() else "cpu"
        return torch.device(name)
    return torch.device(prefer)
