# Mistake: ""gpu_available": torch.cuda.is_available(), a Python bool" (must-handle: "a GPU the driver lists but PyTorch cannot use (device_count() says 1, is_available() says False, every other GPU query raises)") — it decides availability from device_count() > 0, so on that machine it reports a GPU and its name query raises.
def describe_environment() -> dict:
    count = torch.cuda.device_count()          # asking the driver does not raise without a GPU
    available = count > 0
    gpu = None
    if available:
        gpu = torch.cuda.get_device_name(0)
    return {"torch": torch.__version__, "cuda": torch.version.cuda,
            "gpu_available": available, "gpu": gpu}
