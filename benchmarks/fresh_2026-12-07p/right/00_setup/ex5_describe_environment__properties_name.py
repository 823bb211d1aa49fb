# Right: reads GPU 0's name from torch.cuda.get_device_properties(0).name (the same string) after the is_available() guard, and coerces the flag with bool().
def describe_environment() -> dict:
    available = bool(torch.cuda.is_available())
    gpu = torch.cuda.get_device_properties(0).name if available else None
    return {"torch": torch.__version__, "cuda": torch.version.cuda,
            "gpu_available": available, "gpu": gpu}
