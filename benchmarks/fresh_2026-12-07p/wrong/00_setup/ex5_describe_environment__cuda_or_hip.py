# Mistake: "`"cuda"`: `torch.version.cuda`: the CUDA the build was compiled with" and ROCm builds have "`torch.version.cuda` is `None`, `torch.version.hip` is set": the GPU toolkit version is reported as `torch.version.cuda or torch.version.hip`, so a ROCm build reports its HIP version under "cuda" instead of None.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda or getattr(torch.version, "hip", None),   # the GPU toolkit, NVIDIA or AMD
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
