# Right: one conditional expression; on a CUDA machine returns torch.device('cuda', 0), which the prompt accepts as well as 'cuda'.
def pick_device(prefer=None) -> torch.device:
    return (torch.device(prefer) if prefer is not None
            else torch.device("cuda", 0) if torch.cuda.is_available()
            else torch.device("mps") if torch.backends.mps.is_available()
            else torch.device("cpu"))
