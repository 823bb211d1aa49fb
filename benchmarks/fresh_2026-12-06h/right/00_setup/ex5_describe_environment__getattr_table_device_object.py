# Right: looks every value up by name on the module at call time (getattr on torch and torch.version), asks is_available() before anything else, and names GPU 0 through an explicit torch.device("cuda", 0).
def describe_environment() -> dict:
    available = bool(torch.cuda.is_available())
    values = {
        "torch": getattr(torch, "__version__"),
        "cuda": getattr(torch.version, "cuda", None),
        "gpu_available": available,
        "gpu": None,
    }
    if available:
        values["gpu"] = torch.cuda.get_device_name(torch.device("cuda", 0))
    return values
