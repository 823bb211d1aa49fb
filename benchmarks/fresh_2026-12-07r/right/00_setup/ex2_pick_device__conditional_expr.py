# Right: a single nested conditional expression building the name, wrapped once in torch.device.
def pick_device(prefer=None) -> torch.device:
    name = (prefer if prefer is not None
            else "cuda" if torch.cuda.is_available()
            else "mps" if torch.backends.mps.is_available()
            else "cpu")
    return torch.device(name)
