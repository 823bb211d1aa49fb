# Right: a single conditional expression; returns cuda:0 (accepted) on a CUDA machine.
def pick_device(prefer=None) -> torch.device:
    name = (prefer if prefer is not None
            else "cuda:0" if torch.cuda.is_available()
            else "mps" if torch.backends.mps.is_available()
            else "cpu")
    return torch.device(name)
