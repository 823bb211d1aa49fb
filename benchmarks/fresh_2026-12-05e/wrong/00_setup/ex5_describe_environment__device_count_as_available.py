# Mistake: "`\"gpu_available\"`: `torch.cuda.is_available()`" — device_count() > 0 is used instead: a GPU the driver lists but PyTorch cannot use (device_count 1, is_available False) is reported available, and its name query raises.
def describe_environment() -> dict:
    count = torch.cuda.device_count()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": count > 0,
        "gpu": torch.cuda.get_device_name(0) if count > 0 else None,
    }
