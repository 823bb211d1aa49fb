# Diagnosis: unguarded-gpu-query
# Pitfall: "ask `torch.cuda.is_available()` before any other `torch.cuda` query" — gpu_available is derived from device_count() > 0 and the name is asked whenever a device is counted, which does not follow is_available()
def describe_environment() -> dict:
    n = torch.cuda.device_count()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": n > 0,
        "gpu": torch.cuda.get_device_name(0) if n > 0 else None,
    }
