# Right: asks is_available() first and only then reads GPU 0's name through get_device_properties(0).name (the same name get_device_name(0) returns); the versions are read from torch at call time and bool() keeps gpu_available a Python bool.
def describe_environment() -> dict:
    report = {"torch": torch.__version__, "cuda": torch.version.cuda,
              "gpu_available": False, "gpu": None}
    if torch.cuda.is_available():
        report["gpu_available"] = True
        report["gpu"] = torch.cuda.get_device_properties(0).name
    return report
