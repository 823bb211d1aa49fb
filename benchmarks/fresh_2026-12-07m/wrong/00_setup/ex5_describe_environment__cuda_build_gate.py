# Mistake: "`"gpu_available"`: `torch.cuda.is_available()`" on a ROCm build where "`torch.cuda` answers for the AMD GPUs": it first requires torch.version.cuda, so a ROCm machine with a working GPU reports gpu_available False and gpu None.
def describe_environment() -> dict:
    available = torch.version.cuda is not None and torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
