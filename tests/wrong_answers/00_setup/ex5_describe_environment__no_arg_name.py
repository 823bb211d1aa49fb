# Diagnosis: domain-wrong-result
# Pitfall: get_device_name() without an index names the current device, not GPU 0.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {"torch": torch.__version__, "cuda": torch.version.cuda, "gpu_available": available,
            "gpu": torch.cuda.get_device_name() if available else None}
