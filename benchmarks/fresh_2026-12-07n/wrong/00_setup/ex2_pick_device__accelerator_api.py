# Mistake: "Do not use torch.accelerator here ... ask them inside the function": the device-neutral API never calls torch.cuda.is_available / torch.backends.mps.is_available, so on an imitated CUDA or MPS machine pick_device() still answers cpu.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    usable = torch.accelerator.current_accelerator(check_available=True)
    return usable if usable is not None else torch.device("cpu")
