# Right: asks is_available() first, then names GPU 0 through an explicit torch.device("cuda", 0) object, and converts the version string with str() (it is a TorchVersion, a str subclass).
def describe_environment() -> dict:
    gpu_available = bool(torch.cuda.is_available())
    gpu = None
    if gpu_available:
        gpu = torch.cuda.get_device_name(torch.device("cuda", 0))
    return dict(torch=str(torch.__version__), cuda=torch.version.cuda,
                gpu_available=gpu_available, gpu=gpu)
