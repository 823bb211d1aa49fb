# Diagnosis: build-is-not-device
# Pitfall: takes a CUDA build (torch.version.cuda set) for a usable GPU.
def describe_environment() -> dict:
    cuda_build = torch.version.cuda is not None
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": cuda_build,
        "gpu": torch.cuda.get_device_name(0) if cuda_build else None,
    }
