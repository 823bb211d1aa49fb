# Mistake: "else `mps` when torch.backends.mps.is_available()": asks torch.backends.mps.is_built() (how PyTorch was built) instead, so on a machine where is_available() says True (and cuda False) it answers cpu on a Linux build, and on a macOS build it would pick mps even where MPS is not usable.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_built():
        return torch.device("mps")
    return torch.device("cpu")
