# Mistake: "(Do not use `torch.accelerator` here ...)": the device-neutral API answers from the build, so on a CUDA build it never answers mps (a machine where only MPS is available gets cpu), and on a CPU-only build never cuda.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    usable = torch.accelerator.current_accelerator(check_available=True)
    return usable if usable is not None else torch.device("cpu")
