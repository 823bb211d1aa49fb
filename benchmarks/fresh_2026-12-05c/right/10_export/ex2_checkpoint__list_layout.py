# Right: one dict with the three state_dicts, the step, torch/NumPy/Python RNG states (NumPy's legacy tuple turned into str, list of ints, ints and a float; Python's as a nested list) and CUDA states when available; loading with weights_only=True and map_location="cpu", restoring every generator, returning int(step)
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, cached = np.random.get_state()
    version, internal, gauss = random.getstate()
    payload = {
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": int(step),
        "rng_torch": torch.get_rng_state(),
        "rng_numpy": [str(name), [int(k) for k in keys], int(pos), int(has_gauss), float(cached)],
        "rng_python": [version, list(internal), gauss],
    }
    if torch.cuda.is_available():
        payload["rng_cuda"] = torch.cuda.get_rng_state_all()
    torch.save(payload, path)


def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(payload["model"])
    optimizer.load_state_dict(payload["optimizer"])
    scheduler.load_state_dict(payload["scheduler"])
    torch.set_rng_state(payload["rng_torch"])
    name, keys, pos, has_gauss, cached = payload["rng_numpy"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    version, internal, gauss = payload["rng_python"]
    random.setstate((version, tuple(internal), gauss))
    if "rng_cuda" in payload and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(payload["rng_cuda"])
    return int(payload["step"])
