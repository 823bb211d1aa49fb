# Right: build the report step by step, asking is_available() first and the GPU name only when it says True.
def describe_environment() -> dict:
    report = {"torch": torch.__version__, "cuda": torch.version.cuda}
    report["gpu_available"] = bool(torch.cuda.is_available())
    report["gpu"] = None
    if report["gpu_available"]:
        report["gpu"] = torch.cuda.get_device_name(0)
    return report
