# Diagnosis: unguarded-gpu-query
# Pitfall: asks for the GPU's name without asking whether there is a GPU.
def describe_environment() -> dict:
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": torch.cuda.is_available(),
        "gpu": torch.cuda.get_device_name(0),
    }
