# Right: reads GPU 0's name from torch.cuda.get_device_properties(0).name instead of get_device_name(0), and fills the dict step by step.
def describe_environment() -> dict:
    report = {"torch": torch.__version__, "cuda": torch.version.cuda}
    report["gpu_available"] = bool(torch.cuda.is_available())
    report["gpu"] = torch.cuda.get_device_properties(0).name if report["gpu_available"] else None
    return report
