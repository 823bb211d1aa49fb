# Diagnosis: domain-wrong-result
# Pitfall: the current device is named, which need not be GPU 0.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {"torch": torch.__version__, "cuda": torch.version.cuda, "gpu_available": available,
            "gpu": torch.cuda.get_device_name(torch.cuda.current_device()) if available else None}
