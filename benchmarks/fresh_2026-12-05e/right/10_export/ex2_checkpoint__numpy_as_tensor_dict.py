# Right: NumPy's state stored as a dict of fields with the key array as an int64 tensor (weights_only loads tensors, str, int, float); Python's state as its (version, tuple, gauss) tuple; CUDA states when available; load restores each with the matching setter, converting back to uint32 and tuple, and returns int(step)
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    algo, key, pos, has_gauss, cached = np.random.get_state()
    payload = {
        "model_state": model.state_dict(),
        "optim_state": optimizer.state_dict(),
        "sched_state": scheduler.state_dict(),
        "step": int(step),
        "rng": {
            "torch": torch.get_rng_state(),
            "numpy": {"algo": str(algo), "key": torch.from_numpy(key.astype(np.int64)),
                      "pos": int(pos), "has_gauss": int(has_gauss), "cached": float(cached)},
            "python": random.getstate(),
        },
    }
    if torch.cuda.is_available():
        payload["rng"]["cuda"] = torch.cuda.get_rng_state_all()
    torch.save(payload, path)

def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(payload["model_state"])
    optimizer.load_state_dict(payload["optim_state"])
    scheduler.load_state_dict(payload["sched_state"])
    rng = payload["rng"]
    torch.set_rng_state(rng["torch"])
    n = rng["numpy"]
    np.random.set_state((n["algo"], n["key"].numpy().astype(np.uint32), n["pos"], n["has_gauss"], n["cached"]))
    version, internal, gauss = rng["python"]
    random.setstate((version, tuple(internal), gauss))
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(payload["step"])
