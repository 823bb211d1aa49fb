# Right: fills the dict step by step, asking is_available() first and only then the name of device 0; str() of the full version keeps the local tag
def describe_environment() -> dict:
    report = {"torch": str(torch.__version__), "cuda": torch.version.cuda}
    report["gpu_available"] = bool(torch.cuda.is_available())
    report["gpu"] = None
    if report["gpu_available"]:
        report["gpu"] = torch.cuda.get_device_name(0)
    return report
