# Mistake: "`"cuda"`: `torch.version.cuda`" with a ROCm build where "`torch.version.cuda` is `None`, `torch.version.hip` is set": it reports the HIP version under "cuda", so a ROCm build says e.g. "6.2..." instead of None.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda or torch.version.hip,   # the GPU toolkit the build uses
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
