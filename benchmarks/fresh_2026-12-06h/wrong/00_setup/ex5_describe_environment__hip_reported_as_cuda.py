# Mistake: ""cuda": torch.version.cuda: the CUDA the build was compiled with (None for a CPU-only build)" (must-handle: "ROCm (torch.version.cuda is None, torch.version.hip is set ...)") — it reports the GPU toolkit as `torch.version.cuda or torch.version.hip`, so a ROCm build gets its HIP version under "cuda" instead of None.
def describe_environment() -> dict:
    toolkit = torch.version.cuda or getattr(torch.version, "hip", None)   # CUDA, or ROCm's HIP
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": toolkit,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
