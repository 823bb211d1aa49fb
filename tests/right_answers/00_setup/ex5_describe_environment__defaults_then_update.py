# Approach: a CPU answer by default, updated from the device's properties when a GPU is there.
def describe_environment() -> dict:
    info = {"torch": str(torch.__version__), "cuda": torch.version.cuda,
            "gpu_available": False, "gpu": None}
    if torch.cuda.device_count() > 0 and torch.cuda.is_available():
        info.update(gpu_available=True, gpu=torch.cuda.get_device_properties(0).name)
    return info
