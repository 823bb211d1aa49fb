# Right: builds the report step by step, asking GPU 0 by a torch.device('cuda', 0) object, and fills "gpu" only inside the guarded branch.
def describe_environment() -> dict:
    report = {"torch": torch.__version__, "cuda": torch.version.cuda,
              "gpu_available": False, "gpu": None}
    if torch.cuda.is_available():
        report["gpu_available"] = True
        report["gpu"] = torch.cuda.get_device_name(torch.device("cuda", 0))
    return report
