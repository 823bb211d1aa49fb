# Mistake: ""gpu_available": torch.cuda.is_available()" for a ROCm build ("torch.version.cuda is None, torch.version.hip is set, and torch.cuda answers for the AMD GPUs"): availability also requires torch.version.cuda, so a ROCm machine with a working GPU is reported as gpu_available False and gpu None.
def describe_environment() -> dict:
    available = torch.cuda.is_available() and torch.version.cuda is not None   # a CPU build cannot have a GPU
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
