# Right: a single conditional expression building the name first, then one torch.device call.
def pick_device(prefer=None) -> torch.device:
    name = (prefer if prefer is not None
            else "cuda" if torch.cuda.is_available()
            else "mps" if torch.backends.mps.is_available()
            else "cpu")
    return torch.device(name)
