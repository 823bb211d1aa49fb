# Right: looks the values up through getattr on the torch module at call time (so the swapped attributes are seen), and uses dict(...) with keyword names
def describe_environment() -> dict:
    cuda_mod = getattr(torch, "cuda")
    available = bool(cuda_mod.is_available())
    name = cuda_mod.get_device_name(0) if available else None
    return dict(torch=getattr(torch, "__version__"),
                cuda=getattr(torch.version, "cuda", None),
                gpu_available=available,
                gpu=name)
