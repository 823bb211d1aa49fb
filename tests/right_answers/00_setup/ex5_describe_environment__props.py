# Defaults first, the GPU name from its properties.
def describe_environment() -> dict:
    report = {"gpu": None, "gpu_available": False}
    if torch.cuda.is_available():
        report.update(gpu_available=True, gpu=torch.cuda.get_device_properties(0).name)
    report.update(torch=torch.__version__, cuda=torch.version.cuda)
    return report
