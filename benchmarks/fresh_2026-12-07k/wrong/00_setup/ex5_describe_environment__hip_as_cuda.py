# Mistake: "`"cuda"`: `torch.version.cuda`: the CUDA the build was compiled with" -- reports torch.version.hip under "cuda" when there is no CUDA version, so on a ROCm build "cuda" holds the HIP version instead of None.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda or getattr(torch.version, "hip", None),   # ROCm reports through hip
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
