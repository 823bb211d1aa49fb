# Mistake: "a ROCm build (`torch.version.cuda` is `None`, `torch.version.hip` is set, and `torch.cuda` answers for the AMD GPUs)" — GPU queries are gated on torch.version.cuda, so a ROCm machine with a GPU is reported as gpu_available False, gpu None.
def describe_environment() -> dict:
    cuda = torch.version.cuda
    available = bool(cuda) and torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
