# Mistake: ""gpu_available": torch.cuda.is_available()" — also requires torch.version.cuda, so a GPU driven by a build whose torch.version.cuda is None (ROCm) is reported as unavailable.
def describe_environment() -> dict:
    available = bool(torch.version.cuda) and torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
