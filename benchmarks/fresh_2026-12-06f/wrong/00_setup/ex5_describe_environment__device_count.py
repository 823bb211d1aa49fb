# Mistake: "`gpu_available` | `torch.cuda.is_available()`" — uses device_count() > 0, which says True for a GPU the driver lists but PyTorch cannot use, and then get_device_name(0) raises there.
def describe_environment() -> dict:
    available = torch.cuda.device_count() > 0
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
