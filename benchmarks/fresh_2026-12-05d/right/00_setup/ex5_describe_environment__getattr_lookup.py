# Right: looks every attribute up by name on the imported module at call time (so swapped attributes are seen), guards the only GPU query behind is_available(), and builds the four keys in another order, which is allowed.
import sys


def describe_environment() -> dict:
    t = sys.modules["torch"]
    available = bool(getattr(t.cuda, "is_available")())
    gpu = getattr(t.cuda, "get_device_name")(0) if available else None
    return dict(gpu=gpu, gpu_available=available, cuda=getattr(t.version, "cuda"),
                torch=getattr(t, "__version__"))
