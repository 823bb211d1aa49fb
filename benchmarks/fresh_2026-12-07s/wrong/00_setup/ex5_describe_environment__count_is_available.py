# Mistake: ""gpu_available" | torch.cuda.is_available()" -- availability is read from device_count() > 0, so a GPU the driver lists but PyTorch cannot use (count 1, is_available False) is reported available and its name query raises.
def describe_environment() -> dict:
    available = torch.cuda.device_count() > 0
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
