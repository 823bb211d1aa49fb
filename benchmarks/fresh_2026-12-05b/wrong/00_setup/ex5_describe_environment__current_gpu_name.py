# Mistake: "the name of GPU 0, torch.cuda.get_device_name(0)" — asks the name of the current device (and its index) instead of GPU 0.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    gpu = torch.cuda.get_device_name(torch.cuda.current_device()) if available else None
    return {"torch": torch.__version__, "cuda": torch.version.cuda,
            "gpu_available": available, "gpu": gpu}
