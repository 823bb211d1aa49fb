# Right: names GPU 0 through torch.cuda.get_device_properties(0).name (the same string as get_device_name(0)), and keys are given in another order.
def describe_environment() -> dict:
    report = {"gpu": None, "gpu_available": bool(torch.cuda.is_available())}
    if report["gpu_available"]:
        report["gpu"] = torch.cuda.get_device_properties(0).name
    report["cuda"] = torch.version.cuda
    report["torch"] = torch.__version__
    return report
