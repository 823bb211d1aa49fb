# Mistake: "`"cuda"`: `torch.version.cuda`: the CUDA the build was compiled with": on a ROCm build the HIP version is reported under "cuda", where torch.version.cuda is None.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda or getattr(torch.version, "hip", None),   # GPU toolkit of the build
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
