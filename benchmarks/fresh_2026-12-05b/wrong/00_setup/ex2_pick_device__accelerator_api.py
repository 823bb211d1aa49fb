# Mistake: "Do not use torch.accelerator here: it asks PyTorch's compiled core, which does not call the two Python functions the tests swap out" — uses torch.accelerator.current_accelerator.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    acc = torch.accelerator.current_accelerator(check_available=True)
    return acc if acc is not None else torch.device("cpu")
