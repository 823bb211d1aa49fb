# Mistake: ""gpu_available": torch.cuda.is_available()": availability is read from torch.cuda.device_count() > 0 (which "never raises"), so for a GPU the driver lists but PyTorch cannot use (device_count() 1, is_available() False) the report says True and then names no GPU.
def describe_environment() -> dict:
    available = torch.cuda.device_count() > 0
    name = None
    if available:
        try:
            name = torch.cuda.get_device_name(0)
        except Exception:
            name = None
    return {"torch": torch.__version__, "cuda": torch.version.cuda,
            "gpu_available": available, "gpu": name}
