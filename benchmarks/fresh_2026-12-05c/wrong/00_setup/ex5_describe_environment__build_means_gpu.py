# Mistake: "A CUDA build (`torch.version.cuda` set) says nothing about whether a GPU is there" — asks for the GPU name whenever the build has CUDA: raises on a CUDA build without a GPU, and gives None on a ROCm machine with a GPU
def describe_environment() -> dict:
    has_cuda_build = torch.version.cuda is not None
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": bool(torch.cuda.is_available()),
        "gpu": torch.cuda.get_device_name(0) if has_cuda_build else None,
    }
