# Right: builds the GPU-free report first and returns it early when no GPU is usable; only then asks for the name, passing torch.device("cuda", 0).
def describe_environment() -> dict:
    report = {"torch": torch.__version__, "cuda": torch.version.cuda,
              "gpu_available": False, "gpu": None}
    if not torch.cuda.is_available():
        return report
    report["gpu_available"] = True
    report["gpu"] = torch.cuda.get_device_name(torch.device("cuda", 0))
    return report
