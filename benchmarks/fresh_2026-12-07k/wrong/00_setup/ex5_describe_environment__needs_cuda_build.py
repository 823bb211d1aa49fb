# Mistake: "`"gpu_available"`: `torch.cuda.is_available()`" -- also requires a CUDA build (torch.version.cuda set), so on a ROCm build with AMD GPUs, where torch.cuda.is_available() is True, the report says gpu_available False and gpu None.
def describe_environment() -> dict:
    cuda = torch.version.cuda
    available = torch.cuda.is_available() and cuda is not None
    return {
        "torch": torch.__version__,
        "cuda": cuda,
        "gpu_available": bool(available),
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
