# Right: early return for machines without a GPU, then the GPU server's full report; everything read from torch at call time.
def describe_environment() -> dict:
    version, cuda = torch.__version__, torch.version.cuda
    if not torch.cuda.is_available():
        return dict(torch=version, cuda=cuda, gpu_available=False, gpu=None)
    return dict(torch=version, cuda=cuda, gpu_available=True, gpu=torch.cuda.get_device_name(0))
