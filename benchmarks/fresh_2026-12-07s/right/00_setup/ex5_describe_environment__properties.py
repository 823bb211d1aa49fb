# Right: reads GPU 0's name through get_device_properties(0).name, after is_available(), and builds the dict in another key order.
def describe_environment() -> dict:
    report = {"gpu_available": bool(torch.cuda.is_available())}
    report["gpu"] = torch.cuda.get_device_properties(0).name if report["gpu_available"] else None
    report["cuda"] = torch.version.cuda
    report["torch"] = torch.__version__
    return report
