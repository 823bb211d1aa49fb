# Mistake: "ROCm (`torch.version.cuda` is `None`, `torch.version.hip` is set, and `torch.cuda` answers for the AMD GPUs)": GPU queries are gated on torch.version.cuda, so a ROCm build with a working AMD GPU reports gpu_available False and gpu None.
def describe_environment() -> dict:
    cuda = torch.version.cuda
    available = cuda is not None and torch.cuda.is_available()   # no CUDA build, no GPU
    return {
        "torch": torch.__version__,
        "cuda": cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
