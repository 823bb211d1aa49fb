# Mistake: "Do not use `torch.accelerator` here: it asks PyTorch's compiled core, which does not call the two Python functions the tests swap out" — on an imitated CUDA or MPS machine this still answers cpu (and on a real GPU machine imitating a CPU-only one it answers cuda).
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    return torch.accelerator.current_accelerator(check_available=True) or torch.device("cpu")
