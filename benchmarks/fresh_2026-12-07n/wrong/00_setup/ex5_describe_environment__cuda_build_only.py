# Mistake: "`gpu`: the name of GPU 0 ... when a GPU is available" with a ROCm build ("torch.version.cuda is None ... torch.cuda answers for the AMD GPUs") in the machines to handle: the GPU is named only on a CUDA build, so a ROCm machine with a usable GPU reports gpu None.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    cuda = torch.version.cuda
    return {
        "torch": torch.__version__,
        "cuda": cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if (available and cuda is not None) else None,
    }
