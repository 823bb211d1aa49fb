# Mistake: "`"gpu_available"`: `torch.cuda.is_available()`" / "a GPU the driver lists but PyTorch cannot use (`device_count()` says 1, `is_available()` says `False`, every other GPU query raises)": availability is read from device_count(), so there the report says True and then get_device_name(0) raises.
def describe_environment() -> dict:
    available = torch.cuda.device_count() > 0   # device_count() never raises: safe to ask first
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
