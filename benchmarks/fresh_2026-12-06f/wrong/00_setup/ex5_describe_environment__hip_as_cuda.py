# Mistake: "`cuda` | `torch.version.cuda`: ... (`None` for a CPU-only build)" — on a ROCm build it reports torch.version.hip under "cuda", which is not the CUDA the build was compiled with (None there).
def describe_environment() -> dict:
    available = bool(torch.cuda.is_available())
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda or getattr(torch.version, "hip", None),
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
