# Mistake: ""cuda": torch.version.cuda: the CUDA the build was compiled with (None for a CPU-only build)": a ROCm build's HIP version is reported in its place (torch.version.cuda or torch.version.hip), so on a ROCm build "cuda" is e.g. "6.2" instead of None.
def describe_environment() -> dict:
    gpu_available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda or getattr(torch.version, "hip", None),   # GPU toolkit, NVIDIA or AMD
        "gpu_available": gpu_available,
        "gpu": torch.cuda.get_device_name(0) if gpu_available else None,
    }
