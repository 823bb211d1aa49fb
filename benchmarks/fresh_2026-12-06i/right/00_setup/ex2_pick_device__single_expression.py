# Right: one conditional expression that builds the name, then one torch.device call; str() of the preference accepts a torch.device too.
def pick_device(prefer=None) -> torch.device:
    name = (str(prefer) if prefer is not None
            else "cuda" if torch.cuda.is_available()
            else "mps" if torch.backends.mps.is_available()
            else "cpu")
    return torch.device(name)
