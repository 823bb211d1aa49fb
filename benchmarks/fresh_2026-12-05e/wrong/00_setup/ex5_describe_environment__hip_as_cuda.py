# Mistake: "`\"cuda\"`: `torch.version.cuda`: the CUDA the build was compiled with (`None` for a CPU-only build)" — `torch.version.cuda or torch.version.hip` reports the ROCm version under "cuda" on a ROCm build, where torch.version.cuda is None.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda or getattr(torch.version, "hip", None),
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
