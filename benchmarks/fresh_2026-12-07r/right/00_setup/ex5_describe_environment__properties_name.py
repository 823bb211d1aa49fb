# Right: takes the name from torch.cuda.get_device_properties(0).name and builds the dict with keys in another order.
def describe_environment() -> dict:
    report = {"gpu": None, "gpu_available": bool(torch.cuda.is_available())}
    if report["gpu_available"]:
        report["gpu"] = torch.cuda.get_device_properties(0).name
    report["cuda"] = torch.version.cuda
    report["torch"] = torch.__version__
    return report
