# Right: one conditional expression; on a CUDA machine it returns cuda:0, which the list allows ("`cuda` or `cuda:0`"); torch.device(str(prefer)) is the same device as torch.device(prefer) for every allowed string.
def pick_device(prefer=None) -> torch.device:
    if prefer is None:
        name = ("cuda:0" if torch.cuda.is_available()
                else "mps" if torch.backends.mps.is_available()
                else "cpu")
        return torch.device(name)
    return torch.device(str(prefer))
