# Right: one nested conditional expression, returning torch.device("cuda", 0) on a CUDA machine (accepted as well as plain cuda).
def pick_device(prefer=None) -> torch.device:
    return (torch.device(prefer) if prefer is not None
            else torch.device("cuda", 0) if torch.cuda.is_available()
            else torch.device("mps") if torch.backends.mps.is_available()
            else torch.device("cpu"))
