# Mistake: "`"cuda"` | `torch.version.cuda`: the CUDA the build was compiled with (`None` for a CPU-only build)" — a ROCm build is "helpfully" reported with its HIP version under "cuda", where the value must be torch.version.cuda, None on ROCm.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda or getattr(torch.version, "hip", None),
        "gpu_available": bool(available),
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
