# Right: returns cuda:0 on a CUDA machine (allowed: "cuda or cuda:0"), validates that the preference is a string or device and passes it through torch.device(str(...)) which keeps its index.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        if not isinstance(prefer, (str, torch.device)):
            raise TypeError(f"prefer must be a device name, got {type(prefer).__name__}")
        return torch.device(str(prefer))
    cuda_ok = bool(torch.cuda.is_available())
    if cuda_ok:
        return torch.device("cuda", 0)
    return torch.device("mps") if torch.backends.mps.is_available() else torch.device("cpu")
