# Right: reads the four values through getattr on the torch modules at call time (so the swapped attributes are seen), asks is_available() before any other torch.cuda query, and coerces the answer to a bool
def describe_environment() -> dict:
    report = dict.fromkeys(("torch", "cuda", "gpu_available", "gpu"))
    report["torch"] = getattr(torch, "__version__")
    report["cuda"] = getattr(torch.version, "cuda")
    report["gpu_available"] = bool(torch.cuda.is_available())
    if report["gpu_available"]:
        report["gpu"] = torch.cuda.get_device_name(0)
    return report
