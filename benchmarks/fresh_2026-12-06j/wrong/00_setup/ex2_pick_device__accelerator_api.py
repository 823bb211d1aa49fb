# Mistake: "(Do not use torch.accelerator here: it asks PyTorch's compiled core, which does not call the two Python functions the tests swap out.)": on a machine imitated as having CUDA (torch.cuda.is_available() -> True) this still answers cpu.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    usable = torch.accelerator.current_accelerator(check_available=True)
    return usable if usable is not None else torch.device("cpu")
