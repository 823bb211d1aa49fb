# Right: names GPU 0 through torch.cuda.get_device_properties(0).name instead of get_device_name, reads every value with getattr at call time, and builds the dict in two steps.
def describe_environment() -> dict:
    report = {
        "torch": getattr(torch, "__version__"),
        "cuda": getattr(torch.version, "cuda"),
        "gpu_available": bool(torch.cuda.is_available()),
    }
    report["gpu"] = torch.cuda.get_device_properties(0).name if report["gpu_available"] else None
    return report
