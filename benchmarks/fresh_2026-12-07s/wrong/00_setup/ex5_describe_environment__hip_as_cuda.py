# Mistake: ""cuda" | torch.version.cuda ... (None for a CPU-only build)" and "ROCm (torch.version.cuda is None, torch.version.hip is set)" -- the HIP version is reported under "cuda", so a ROCm build reports a CUDA version instead of None.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda or getattr(torch.version, "hip", None),
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
