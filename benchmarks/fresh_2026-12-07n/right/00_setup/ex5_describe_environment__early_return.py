# Right: builds the version part first and returns early when no GPU is usable, so no GPU query can run on such a machine; bool() guards the type.
def describe_environment() -> dict:
    report = {"torch": torch.__version__, "cuda": torch.version.cuda}
    if not torch.cuda.is_available():
        report.update(gpu_available=False, gpu=None)
        return report
    report["gpu_available"] = True
    report["gpu"] = torch.cuda.get_device_name(0)
    return report
