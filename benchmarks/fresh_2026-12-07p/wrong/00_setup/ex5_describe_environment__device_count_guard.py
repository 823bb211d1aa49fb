# Mistake: "`"gpu_available"`: `torch.cuda.is_available()`" and "a GPU the driver lists but PyTorch cannot use (`device_count()` says 1, `is_available()` says `False`, every other GPU query raises)": availability is read from device_count() (which never raises), so on that machine gpu_available is True and get_device_name(0) raises.
def describe_environment() -> dict:
    available = torch.cuda.device_count() > 0     # never raises, unlike the other queries
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
