# Right: asks is_available() first and only then get_device_name(0); reads every value from the torch module at call time; keys built one by one in another order.
def describe_environment() -> dict:
    report = {}
    report["gpu_available"] = bool(torch.cuda.is_available())
    report["gpu"] = torch.cuda.get_device_name(0) if report["gpu_available"] else None
    report["cuda"] = getattr(torch.version, "cuda", None)
    report["torch"] = str(torch.__version__)
    return report
