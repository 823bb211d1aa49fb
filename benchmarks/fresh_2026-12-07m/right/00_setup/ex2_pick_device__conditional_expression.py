# Right: one nested conditional expression, returning the indexed form cuda:0 (which the prompt accepts).
def pick_device(prefer=None) -> torch.device:
    name = (prefer if prefer is not None
            else "cuda:0" if torch.cuda.is_available()
            else "mps" if torch.backends.mps.is_available()
            else "cpu")
    return torch.device(name)
