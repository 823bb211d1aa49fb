# Right: asks is_available() once into a local, builds the result with dict(...) keyword form and an explicit device index via torch.device('cuda', 0).
def describe_environment() -> dict:
    ok = torch.cuda.is_available()
    name = torch.cuda.get_device_name(torch.device("cuda", 0)) if ok else None
    return dict(torch=torch.__version__, cuda=torch.version.cuda, gpu_available=ok, gpu=name)
