# Mistake: "ask torch.cuda.is_available() before any other torch.cuda query" / "a GPU the driver lists but PyTorch cannot use (device_count() says 1, is_available() says False, every other GPU query raises)": availability is read from device_count(), so on that machine the report says gpu_available True and get_device_name(0) raises.
def describe_environment() -> dict:
    has_gpu = torch.cuda.device_count() > 0
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": has_gpu,
        "gpu": torch.cuda.get_device_name(0) if has_gpu else None,
    }
