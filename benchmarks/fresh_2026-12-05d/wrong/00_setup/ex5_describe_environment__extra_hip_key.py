# Mistake: "returning a dict with exactly these four keys" — an extra, helpful "hip" key is added for ROCm builds, so the dict has five keys.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "hip": torch.version.hip,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
