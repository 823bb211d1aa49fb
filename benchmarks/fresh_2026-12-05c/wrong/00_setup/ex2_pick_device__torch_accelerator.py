# Mistake: "Do not use `torch.accelerator` here: it asks PyTorch's compiled core, which does not call the two Python functions the tests swap out" — on an imitated CUDA/MPS machine this still answers cpu
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    acc = torch.accelerator.current_accelerator() if torch.accelerator.is_available() else None
    return acc if acc is not None else torch.device("cpu")
