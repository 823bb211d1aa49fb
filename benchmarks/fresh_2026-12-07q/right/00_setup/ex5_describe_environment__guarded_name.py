# Right: fills a dict step by step, with the GPU name asked for device index 0 as a torch.device, only after is_available() said True.
def describe_environment() -> dict:
    report = {"torch": torch.__version__, "cuda": torch.version.cuda}
    report["gpu_available"] = bool(torch.cuda.is_available())
    report["gpu"] = None
    if report["gpu_available"]:
        report["gpu"] = torch.cuda.get_device_name(torch.device("cuda", 0))
    return report
