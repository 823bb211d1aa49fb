# Right: reads GPU 0's name from torch.cuda.get_device_properties(0).name instead of get_device_name(0), still asking torch.cuda.is_available() first and only then.
def describe_environment() -> dict:
    report = {"torch": torch.__version__, "cuda": torch.version.cuda}
    available = bool(torch.cuda.is_available())
    report["gpu_available"] = available
    report["gpu"] = torch.cuda.get_device_properties(0).name if available else None
    return report
