# Mistake: "ask torch.cuda.is_available() before any other torch.cuda query" — asks torch.cuda.device_count() first and decides from it.
def describe_environment() -> dict:
    count = torch.cuda.device_count()
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if count > 0 else None,
    }
