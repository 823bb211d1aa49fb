# Keyword dict, GPU 0 named by its device string.
def describe_environment() -> dict:
    ok = bool(torch.cuda.is_available())
    return dict(torch=str(torch.__version__), cuda=torch.version.cuda, gpu_available=ok,
                gpu=torch.cuda.get_device_name("cuda:0") if ok else None)
