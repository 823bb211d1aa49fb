# Mistake: "Do not use torch.accelerator here ... A CUDA build never answers mps and never asks torch.backends.mps.is_available()": on a machine where only torch.backends.mps.is_available() says True it returns cpu instead of mps.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    usable = torch.accelerator.current_accelerator(check_available=True)
    return usable if usable is not None else torch.device("cpu")
